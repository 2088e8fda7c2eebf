import Testing

@testable import SheetCore

struct LineBreakerTests {
    let measurer = FakeMeasurer()

    @Test(arguments: [120.0, 200, 250, 342, 500])
    func poemLinesFitAndKeepPunctuationRules(width: Double) {
        let font = Font(.regular, 22)
        let lines = LineBreaker.lines(
            of: Content.poem, font: font, width: width, measurer: measurer)
        for line in lines {
            #expect(measurer.width(of: line, font: font) <= width, "'\(line)' fits \(width)")
            if let first = line.first {
                #expect(!LineBreaker.closing.contains(first), "'\(line)' starts with \(first)")
            }
            if let last = line.last {
                #expect(!LineBreaker.opening.contains(last), "'\(line)' ends with \(last)")
            }
        }
        #expect(lines.joined() == String(Content.poem.filter { $0 != "\n" }))
    }

    @Test func punctuationThatWouldStartALineTakesItsCharacterAlong() {
        // Four em per line: "一二三四，" would put "，" first on line two; "四，" moves together.
        let lines = LineBreaker.lines(
            of: "一二三四，五六", font: Font(.regular, 10), width: 40, measurer: measurer)
        #expect(lines == ["一二三", "四，五六"])
        let opening = LineBreaker.lines(
            of: "一二三「四」", font: Font(.regular, 10), width: 40, measurer: measurer)
        #expect(opening == ["一二三", "「四」"])
    }

    @Test func latinBreaksAtSpacesAndNewlinesAlwaysBreak() {
        let font = Font(.regular, 10)  // 5 per Latin letter
        let lines = LineBreaker.lines(
            of: "Get Started now\nok", font: font, width: 60, measurer: measurer)
        #expect(lines == ["Get Started", "now", "ok"])  // 55 fits in 60; 75 would not
        let long = LineBreaker.lines(
            of: "abcdefghijklmnop", font: font, width: 30, measurer: measurer)
        #expect(long == ["abcdef", "ghijkl", "mnop"])
    }

    /// The fonts have no tab glyph: a tab is four spaces, a place to break like a space.
    @Test func aTabIsFourSpaces() {
        let font = Font(.regular, 10)
        let lines = LineBreaker.lines(of: "key\tvalue", font: font, width: 200, measurer: measurer)
        #expect(lines == ["key    value"])
        let wrapped = LineBreaker.lines(of: "key\tvalue", font: font, width: 30, measurer: measurer)
        #expect(wrapped == ["key", "value"])
    }

    @Test func emptyAndNarrowInputsStillLayOut() {
        #expect(
            LineBreaker.lines(of: "", font: Font(.regular, 10), width: 50, measurer: measurer) == [
                ""
            ])
        let narrow = LineBreaker.lines(
            of: "横街南巷", font: Font(.regular, 10), width: 1, measurer: measurer)
        #expect(narrow == ["横", "街", "南", "巷"])
    }
}
