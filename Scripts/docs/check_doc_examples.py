#!/usr/bin/env python3
"""Checks that the Swift examples in the documentation are the code the tests compile and run.

Usage: check_doc_examples.py   (from anywhere; exits 1 on any problem)

A test marks the copy of a documentation example it runs:

    // doc-example: README.md
    let window = Window(device: .iPhone15)
    ...
    // end doc-example

marks a copy of one of README.md's ```swift blocks (paths from the repository's root; a region may name several
documents, separated by spaces, when they print the same block). The marked lines, with their
common indentation removed, must equal one of the document's blocks without its `import` lines (only the space
before an end-of-line `//` comment may differ: the documentation aligns its comments, swift-format does not), and
the test file must import every module the block imports. Blocks are matched by content, not by position, so adding
a block elsewhere in a document breaks nothing. Assertions go after the marked region, so that the example stays as
a reader sees it.

Every ```swift block of README.md, Docs/*.md and the DocC catalogs' articles (Sources/*/*.docc/**/*.md) must have a
test. A marked region may be a whole file-scope declaration (a class the documentation shows) as well as statements
inside a test function. A block that a test checks in its own way is preceded by `<!-- doc-example: checked by TEST_FILE -->`
(the test file must exist and name the document); a block that cannot be a test (a fragment of a larger listing)
by `<!-- doc-example: not compiled -->`. Readers do not see these comments.
"""

import difflib
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OPT_OUT = "<!-- doc-example: not compiled -->"
CHECKED_BY = re.compile(r"^<!-- doc-example: checked by (\S+) -->$")
BEGIN = re.compile(r"^\s*// doc-example: (\S+(?: \S+)*)\s*$")
END = re.compile(r"^\s*// end doc-example\s*$")
COMMENT_SPACE = re.compile(r"(\S) +//")
IMPORT = re.compile(r"^\s*(?:@testable\s+)?import\s+(\w+)\s*$")


def swift_blocks(path):
    """The ```swift blocks of a Markdown file: (number, first line, lines, opted out)."""
    blocks = []
    lines = path.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            body = []
            index += 1
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            before = lines[start - 1].strip() if start > 0 else ""
            if before == OPT_OUT:
                opted_out = True
            elif checked := CHECKED_BY.match(before):
                opted_out = checked.group(1)
            else:
                opted_out = False
            blocks.append((len(blocks) + 1, start + 1, body, opted_out))
        index += 1
    return blocks


def trimmed(lines):
    # Only the space before an end-of-line comment may differ: the documentation lines its comments up, and
    # swift-format puts two spaces before them in the tests.
    lines = [COMMENT_SPACE.sub(r"\1  //", line.rstrip()) for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def dedented(lines):
    indents = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] for line in lines]


def marked_regions():
    """Every marked region of the tests: (document, test file, line, lines, the file's imports)."""
    regions = []
    for test in sorted((ROOT / "Tests").rglob("*.swift")):
        lines = test.read_text(encoding="utf-8").splitlines()
        imports = {match.group(1) for line in lines if (match := IMPORT.match(line))}
        index = 0
        while index < len(lines):
            begin = BEGIN.match(lines[index])
            if begin:
                start = index
                index += 1
                while index < len(lines) and not END.match(lines[index]):
                    index += 1
                region = lines[start + 1 : index]
                for document in begin.group(1).split():
                    regions.append((document, test, start + 1, region, imports))
            index += 1
    return regions


def main():
    problems = []
    documents = [
        ROOT / "README.md",
        *sorted((ROOT / "Docs").glob("*.md")),
        *sorted((ROOT / "Sources").glob("*/*.docc/**/*.md")),
    ]
    blocks = {}
    for path in documents:
        for number, line, body, opted_out in swift_blocks(path):
            blocks[(path.relative_to(ROOT).as_posix(), number)] = (line, body, opted_out)

    def code(body):
        return trimmed([text for text in body if not IMPORT.match(text)])

    covered = set()
    for document, test, line, region, imports in marked_regions():
        where = f"{test.relative_to(ROOT)}:{line}"
        found = trimmed(dedented(region))
        candidates = [(key, value) for key, value in blocks.items() if key[0] == document]
        if not candidates:
            problems.append(f"{where}: {document} has no ```swift block")
            continue
        matches = [(key, value) for key, value in candidates if code(value[1]) == found]
        if not matches:
            # Show the difference from the block that resembles the test's copy most.
            key, (block_line, body, _) = max(
                candidates, key=lambda item: difflib.SequenceMatcher(None, code(item[1][1]), found).ratio()
            )
            diff = "\n".join(
                difflib.unified_diff(
                    code(body), found, f"{document}:{block_line} (the documentation)", f"{where} (the test)",
                    lineterm="",
                )
            )
            problems.append(f"{where}: no ```swift block of {document} is the test's copy; the closest differs:\n{diff}")
            continue
        key, (block_line, body, _) = matches[0]
        covered.add(key)
        for text in body:
            match = IMPORT.match(text)
            if match and match.group(1) not in imports:
                problems.append(f"{where}: {document}:{block_line} imports {match.group(1)}, which the test file does not")

    for (document, number), (line, _, opted_out) in sorted(blocks.items()):
        if isinstance(opted_out, str):
            test = ROOT / opted_out
            if not test.is_file():
                problems.append(f"{document}:{line}: the ```swift block names a test that does not exist: {opted_out}")
            elif document not in test.read_text(encoding="utf-8"):
                problems.append(f"{document}:{line}: {opted_out} does not mention {document}, so it cannot check it")
            else:
                covered.add((document, number))
            continue
        if (document, number) in covered or opted_out:
            continue
        problems.append(
            f"{document}:{line}: this ```swift block is not compiled by any test: copy it into a test between "
            f"'// doc-example: {document}' and '// end doc-example', or precede it with "
            f"'<!-- doc-example: checked by TEST_FILE -->' or '{OPT_OUT}'"
        )

    for problem in problems:
        print(problem)
    opted_out = sum(1 for (_, _, opted) in blocks.values() if opted is True)
    print(
        f"doc examples: {len(blocks)} ```swift blocks in {len(documents)} documents; {len(covered)} compiled by "
        f"tests, {opted_out} marked not compiled; {len(problems)} problems"
    )
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
