// A toolbar laid out with the solver alone: a Back button, a title and a Share button in a row, as its window is
// resized. Copy this file into an executable target that depends on the TrellisSolver product.
//
// Every number printed is worked out by hand in Examples/README.md; CI runs `swift run solver-example` and compares
// its output with expected-output.txt.
import TrellisSolver

/// A value without a trailing ".0" when it is whole.
func points(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

var solver = Solver()
let window = Variable("window.width")
let backLeft = Variable("back.left")
let backWidth = Variable("back.width")
let titleLeft = Variable("title.left")
let titleWidth = Variable("title.width")
let shareLeft = Variable("share.left")
let shareWidth = Variable("share.width")

// Required: the buttons are 60 points wide, 8 points inside the window's edges, and the title sits between them
// with 8 points on each side.
try solver.add(backLeft == 8)
try solver.add(backWidth == 60)
try solver.add(shareWidth == 60)
try solver.add(shareLeft + shareWidth == window - 8)
try solver.add(titleLeft >= backLeft + backWidth + 8)
try solver.add(titleLeft + titleWidth <= shareLeft - 8)
try solver.add(titleWidth >= 0)
// Preferred: the title centred in the window (medium), and 200 points wide (weak, so it gives way first).
try solver.add((titleLeft + titleWidth / 2 == window / 2).withStrength(.medium))
try solver.add((titleWidth == 200).withStrength(.weak))
// The window's width is what the user drags: strong, but not required.
try solver.addEditVariable(window, strength: .strong)

for width in [320.0, 240, 180, 140] {
  try solver.suggestValue(width, for: window)
  solver.updateVariables()
  let title = (solver.value(of: titleLeft), solver.value(of: titleWidth))
  print(
    "window \(points(width)) -> \(points(solver.value(of: window))):",
    "back \(points(solver.value(of: backLeft)))+\(points(solver.value(of: backWidth))),",
    "title \(points(title.0))+\(points(title.1)),",
    "share \(points(solver.value(of: shareLeft)))+\(points(solver.value(of: shareWidth)))")
}

// What the solution could not give: the preferences it misses, and by how much.
for violation in solver.violations() {
  print("unmet: \(violation.constraint), by \(points(violation.amount))")
}

// A required constraint that contradicts the ones above is refused, with the constraints it conflicts with, and the
// solver is left as it was.
do {
  try solver.add(backLeft == 20)
} catch {
  print(error)
}
print("back.left is still \(points(solver.value(of: backLeft)))")
