/// `enaml_like`: the constraint system of kiwi's `benchmarks/enaml_like_benchmark.cpp`, in its verbatim order,
/// with two strong edit variables (`width`, `height`) and six resize steps.
///
/// kiwi's custom strengths appear as numbers: `mmedium = create(0, 1, 0, 1.25) = 1250` and
/// `smedium = create(0, 100, 0) = 100000`. The optimum of the variables that matter is unique, so any solver's values
/// must equal kiwi's. Mirrors `gen_enaml` of `gen_workloads.py`.
enum EnamlLikeWorkload {
  /// The resize steps: (width, height) per suggest block.
  static let sizes = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

  /// The workload text.
  static func make() -> WorkloadText {
    let build = ["edit width strong", "edit height strong"] + constraints
    return WorkloadText(
      header: [
        "enaml_like: constraint system of kiwi benchmarks/enaml_like_benchmark.cpp (verbatim order)",
        "custom strengths: mmedium=create(0,1,0,1.25)=1250, smedium=create(0,100,0)=100000",
        "\(constraints.count) constraints, 2 edit variables (strong), \(sizes.count) suggest blocks",
      ],
      build: build,
      blocks: sizes.map { size in
        [
          WorkloadText.Suggestion(variable: "width", value: size.0),
          WorkloadText.Suggestion(variable: "height", value: size.1),
        ]
      }
    )
  }

  /// The 111 constraints, in kiwi's order (duplicates included: they are distinct constraints).
  static let constraints = """
    left + -0 >= 0 | required
    height + 0 == 0 | medium
    top + -0 >= 0 | required
    width + -0 >= 0 | required
    height + -0 >= 0 | required
    -top + contents_top + -10 == 0 | required
    lb3height + -16 == 0 | strong
    lb3height + -16 >= 0 | strong
    ctleft + -0 >= 0 | required
    cttop + -0 >= 0 | required
    ctwidth + -0 >= 0 | required
    ctheight + -0 >= 0 | required
    fl3left + -0 >= 0 | required
    ctheight + -24 >= 0 | 100000
    ctwidth + -1.67772e+07 <= 0 | 100000
    ctheight + -24 <= 0 | 100000
    fl3top + -0 >= 0 | required
    fl3width + -0 >= 0 | required
    fl3height + -0 >= 0 | required
    lb1width + -67 == 0 | weak
    lb2width + -0 >= 0 | required
    lb2height + -0 >= 0 | required
    fl2height + -0 >= 0 | required
    lb3left + -0 >= 0 | required
    fl2width + -125 >= 0 | strong
    fl2height + -21 == 0 | strong
    fl2height + -21 >= 0 | strong
    lb3top + -0 >= 0 | required
    lb3width + -0 >= 0 | required
    fl1left + -0 >= 0 | required
    fl1width + -0 >= 0 | required
    lb1width + -67 >= 0 | strong
    fl2left + -0 >= 0 | required
    lb2width + -66 == 0 | weak
    lb2width + -66 >= 0 | strong
    lb2height + -16 == 0 | strong
    fl1height + -0 >= 0 | required
    fl1top + -0 >= 0 | required
    lb2top + -0 >= 0 | required
    -lb2top + lb3top + -lb2height + -10 == 0 | 1250
    -lb3top + -lb3height + fl3top + -10 >= 0 | required
    -lb3top + -lb3height + fl3top + -10 == 0 | 1250
    contents_bottom + -fl3height + -fl3top + -0 == 0 | 1250
    fl1top + -contents_top + 0 >= 0 | required
    fl1top + -contents_top + 0 == 0 | 1250
    contents_bottom + -fl3height + -fl3top + -0 >= 0 | required
    -left + -width + contents_right + 10 == 0 | required
    -top + -height + contents_bottom + 10 == 0 | required
    -left + contents_left + -10 == 0 | required
    lb3left + -contents_left + 0 == 0 | 1250
    fl1left + -midline + 0 == 0 | strong
    fl2left + -midline + 0 == 0 | strong
    ctleft + -midline + 0 == 0 | strong
    fl1top + 0.5 * fl1height + -lb1top + -0.5 * lb1height + 0 == 0 | strong
    lb1left + -contents_left + 0 >= 0 | required
    lb1left + -contents_left + 0 == 0 | 1250
    -lb1left + fl1left + -lb1width + -10 >= 0 | required
    -lb1left + fl1left + -lb1width + -10 == 0 | 1250
    -fl1left + contents_right + -fl1width + -0 >= 0 | required
    width + 0 == 0 | medium
    -fl1top + fl2top + -fl1height + -10 >= 0 | required
    -fl1top + fl2top + -fl1height + -10 == 0 | 1250
    cttop + -fl2top + -fl2height + -10 >= 0 | required
    -ctheight + -cttop + fl3top + -10 >= 0 | required
    contents_bottom + -fl3height + -fl3top + -0 >= 0 | required
    cttop + -fl2top + -fl2height + -10 == 0 | 1250
    -fl1left + contents_right + -fl1width + -0 == 0 | 1250
    -lb2top + -0.5 * lb2height + fl2top + 0.5 * fl2height + 0 == 0 | strong
    -contents_left + lb2left + 0 >= 0 | required
    -contents_left + lb2left + 0 == 0 | 1250
    fl2left + -lb2width + -lb2left + -10 >= 0 | required
    -ctheight + -cttop + fl3top + -10 == 0 | 1250
    contents_bottom + -fl3height + -fl3top + -0 == 0 | 1250
    lb1top + -0 >= 0 | required
    lb1width + -0 >= 0 | required
    lb1height + -0 >= 0 | required
    fl2left + -lb2width + -lb2left + -10 == 0 | 1250
    -fl2left + -fl2width + contents_right + -0 == 0 | 1250
    -fl2left + -fl2width + contents_right + -0 >= 0 | required
    lb3left + -contents_left + 0 >= 0 | required
    lb1left + -0 >= 0 | required
    0.5 * ctheight + cttop + -lb3top + -0.5 * lb3height + 0 == 0 | strong
    ctleft + -lb3left + -lb3width + -10 >= 0 | required
    -ctwidth + -ctleft + contents_right + -0 >= 0 | required
    ctleft + -lb3left + -lb3width + -10 == 0 | 1250
    fl3left + -contents_left + 0 >= 0 | required
    fl3left + -contents_left + 0 == 0 | 1250
    -ctwidth + -ctleft + contents_right + -0 == 0 | 1250
    -fl3left + contents_right + -fl3width + -0 == 0 | 1250
    -contents_top + lb1top + 0 >= 0 | required
    -contents_top + lb1top + 0 == 0 | 1250
    -fl3left + contents_right + -fl3width + -0 >= 0 | required
    lb2top + -lb1top + -lb1height + -10 >= 0 | required
    -lb2top + lb3top + -lb2height + -10 >= 0 | required
    lb2top + -lb1top + -lb1height + -10 == 0 | 1250
    fl1height + -21 == 0 | strong
    fl1height + -21 >= 0 | strong
    lb2left + -0 >= 0 | required
    lb2height + -16 >= 0 | strong
    fl2top + -0 >= 0 | required
    fl2width + -0 >= 0 | required
    lb1height + -16 >= 0 | strong
    lb1height + -16 == 0 | strong
    fl3width + -125 >= 0 | strong
    fl3height + -21 == 0 | strong
    fl3height + -21 >= 0 | strong
    lb3height + -0 >= 0 | required
    ctwidth + -119 >= 0 | 100000
    lb3width + -24 == 0 | weak
    lb3width + -24 >= 0 | strong
    fl1width + -125 >= 0 | strong
    """.split(separator: "\n").map(String.init)
}
