/// Breaks text into lines that fit a width, by the CJK rules of SPEC §1.
///
/// A line may break between any two Han characters, never before closing punctuation nor
/// after opening punctuation; Latin words break at spaces; `\n` always breaks.
package enum LineBreaker {
    /// Punctuation that must not start a line.
    static let closing: Set<Character> = [
        "，", "。", "、", "；", "：", "！", "？", "」", "』", "）", "》", "〉", "】", "〕", "”", "’", "…",
        "·", "・", "〗", ",", ".", ";", ":", "!", "?", ")", "]", "}", "%",
    ]
    /// Punctuation that must not end a line.
    static let opening: Set<Character> = [
        "「", "『", "（", "《", "〈", "【", "〔", "“", "‘", "〖", "(", "[", "{",
    ]

    /// The lines of `text` in `font` no wider than `width` points (a single glyph wider than
    /// the width still gets a line of its own).
    package static func lines(
        of text: String, font: Font, width: Double, measurer: any TextMeasurer
    )
        -> [String]
    {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrap(units(of: paragraph), font: font, width: width, measurer: measurer)
        }
        return result
    }

    /// Splits a paragraph into units that must stay together on one line.
    static func units(of paragraph: Substring) -> [String] {
        var units: [String] = []
        var word = ""
        func flushWord() {
            if !word.isEmpty { units.append(word) }
            word = ""
        }
        for character in paragraph {
            if character == " " {
                flushWord()
                units.append(" ")
            } else if character == "\t" {
                // The fonts have no tab glyph (it drew as a box): four spaces, as an editor shows
                // it.
                flushWord()
                units += Array(repeating: " ", count: 4)
            } else if isWide(character) || opening.contains(character) {
                flushWord()
                units.append(String(character))
            } else {
                word.append(character)
            }
        }
        flushWord()
        // Glue closing punctuation to what precedes it, opening punctuation to what follows.
        var glued: [String] = []
        var pendingOpening = ""
        for unit in units {
            if unit.count == 1, let character = unit.first {
                if closing.contains(character), let last = glued.last, last != " " {
                    glued[glued.count - 1] = last + unit
                    continue
                }
                if opening.contains(character) {
                    pendingOpening += unit
                    continue
                }
            }
            glued.append(pendingOpening + unit)
            pendingOpening = ""
        }
        if !pendingOpening.isEmpty { glued.append(pendingOpening) }
        return glued
    }

    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFF00...0xFFEF).contains(scalar) || (0x20000...0x2FFFF).contains(scalar)
    }

    private static func wrap(
        _ units: [String], font: Font, width: Double, measurer: any TextMeasurer
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        for unit in units {
            if line.isEmpty && unit == " " { continue }
            let candidate = line + unit
            if line.isEmpty || measurer.width(of: trailingTrimmed(candidate), font: font) <= width {
                line = candidate
            } else {
                lines.append(trailingTrimmed(line))
                line = unit == " " ? "" : unit
            }
            // A unit longer than the whole line is cut by characters.
            if measurer.width(of: trailingTrimmed(line), font: font) > width, line.count > 1 {
                var piece = ""
                for character in line {
                    if !piece.isEmpty,
                        measurer.width(of: piece + String(character), font: font) > width
                    {
                        lines.append(piece)
                        piece = ""
                    }
                    piece.append(character)
                }
                line = piece
            }
        }
        lines.append(trailingTrimmed(line))
        return lines
    }

    private static func trailingTrimmed(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
