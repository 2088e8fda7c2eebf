import Testing

@testable import SheetCore

/// `--page-image` and `--sheet-image` as layout sees them: where the image items go, how tall
/// the sheet's content is, and how a tall image scrolls; the header checks and the hash.
struct ImageLayoutTests {
    /// A 780×1200-pixel image: at 390 pt wide, 600 pt tall.
    static let tall = ImageFile(path: "tall.png", hash: 1, width: 780, height: 1200)

    static func images(_ items: [DrawItem]) -> [(ImageSlot, Rect)] {
        items.compactMap { if case .image(let s, let r) = $0 { return (s, r) } else { return nil } }
    }

    static func texts(_ items: [DrawItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    @Test func thePageImageIsAsWideAsTheWindowFromItsTopAndAPressAnywherePresents() {
        var configuration = Configuration()
        configuration.run.pageImage = ImageFile(path: "p.png", hash: 2, width: 300, height: 200)
        let scene = Layout(measurer: FakeMeasurer(), configuration: configuration).scene(
            for: SheetMachine(configuration: configuration))
        let images = Self.images(scene.page)
        #expect(images.count == 1)
        #expect(images.first?.0 == .page)
        #expect(images.first?.1 == Rect(x: 0, y: 0, width: 390, height: 260))
        // White behind it (below a short image), and nothing else: no title, poem or button
        // over the user's screen.
        #expect(
            scene.page == [
                .shape(Rect(x: 0, y: 0, width: 390, height: 844), .none, .white),
                .image(.page, Rect(x: 0, y: 0, width: 390, height: 260)),
            ])
        // A press on the image (far from where the button was) presents the sheet.
        var driver = Driver { $0 = configuration }
        driver.click(Point(x: 100, y: 120))
        driver.wait(1)
        #expect(driver.machine.isPresented)
    }

    @Test func thePageImageFollowsTheWindowsWidth() {
        let image = ImageFile(path: "p.png", hash: 2, width: 300, height: 200)
        let items = PageLayout.items(
            size: Size(width: 600, height: 500), buttonHighlighted: false, image: image,
            measurer: FakeMeasurer())
        #expect(Self.images(items).first?.1 == Rect(x: 0, y: 0, width: 600, height: 400))
    }

    @Test func withoutAnImageThePageIsTheSame() {
        let plain = PageLayout.items(
            size: Size(width: 390, height: 844), buttonHighlighted: false, measurer: FakeMeasurer())
        #expect(Self.images(plain).isEmpty)
        #expect(Self.texts(plain).first?.text == "百字令·偶忆")
    }

    /// Issue 26 item 7: the image is the sheet's whole face, from its top edge, on a face cut
    /// to the sheet's rounded top corners, with the grabber drawn over it (after the content's
    /// clip ends), not in a white 32 pt strip above it.
    @Test func theSheetImageIsTheWholeFaceUnderTheGrabberAndSetsItsHeight() throws {
        var configuration = Configuration()
        configuration.run.sheetImage = Self.tall
        configuration.constants.start = "default"
        let layout = Layout(measurer: FakeMeasurer())
        #expect(
            layout.contentHeight(of: configuration, window: configuration.constants.window) == 600)
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        #expect(
            Self.images(scene.items).first?.1 == Rect(x: 0, y: 544, width: 390, height: 600))
        #expect(Self.texts(scene.items).isEmpty, "no heading or poem over it")
        let face = try #require(
            scene.items.firstIndex { if case .face = $0 { true } else { false } })
        #expect(
            scene.items[face]
                == .face(Rect(x: 0, y: 544, width: 390, height: 300), .top(16), .white))
        #expect(!scene.items.contains { if case .shape(_, _, .white) = $0 { true } else { false } })
        let image = try #require(
            scene.items.firstIndex { if case .image = $0 { true } else { false } })
        let end = try #require(scene.items.lastIndex(of: .clip(nil)))
        #expect(face < image && image < end)
        // The grabber after the clip ends: over the image, its ring and its pill, in the
        // light image's tones (rows not measured count as light).
        let pill = Rect(x: 165, y: 544 + 16, width: 60, height: 6)
        let ring = Rect(x: 164, y: 544 + 15, width: 62, height: 8)
        let (pillColor, ringColor) = SheetLayout.grabberOverImage(look: .seed, light: true)
        #expect(
            Array(scene.items[(end + 1)...].prefix(2)) == [
                .shape(ring, CornerRadii(all: 4), ringColor),
                .shape(pill, CornerRadii(all: 3), pillColor),
            ])
    }

    /// The grabber over an image takes the tone of the image's rows under it, as they
    /// scroll: a light pill over dark rows, a dark one over light rows.
    @Test func theGrabberFollowsTheRowsUnderIt() throws {
        func pill(over rows: [UInt8], scroll: Double = 0) throws -> Color {
            var image = ImageFile(path: "s.png", hash: 6, width: 390, height: rows.count)
            image.rowLuminance = rows
            var driver = Driver(start: "max") { $0.run.sheetImage = image }
            let layout = Layout(measurer: FakeMeasurer())
            driver.machine.setContentHeight(layout.contentHeight(for: driver.machine))
            if scroll > 0 { driver.drag(fromY: 600, toY: 600 - scroll, duration: 0.3, pause: 0.2) }
            let scene = layout.scene(for: driver.machine)
            let end = try #require(scene.items.lastIndex(of: .clip(nil)))
            guard case .shape(_, _, let color) = scene.items[end + 2] else {
                throw UsageError("no pill")
            }
            return color
        }
        let light = SheetLayout.grabberOverImage(look: .seed, light: true).pill
        let dark = SheetLayout.grabberOverImage(look: .seed, light: false).pill
        #expect(light.red < 128 && dark.red > 128)
        #expect(try pill(over: [UInt8](repeating: 240, count: 1600)) == light)
        #expect(try pill(over: [UInt8](repeating: 20, count: 1600)) == dark)
        // Dark for its first 200 rows (points), light below: scrolled 300 pt, light rows are
        // under it.
        let banded = [UInt8](repeating: 20, count: 200) + [UInt8](repeating: 240, count: 1400)
        #expect(try pill(over: banded) == dark)
        #expect(try pill(over: banded, scroll: 300) == light)
    }

    /// Without an image the sheet is as it was: its shape, its grabber in the strip, no face.
    @Test func withoutAnImageTheSheetKeepsItsShapeAndGrabberStrip() {
        var configuration = Configuration()
        configuration.constants.start = "default"
        let scene = Layout(measurer: FakeMeasurer()).scene(
            for: SheetMachine(configuration: configuration))
        #expect(!scene.items.contains { if case .face = $0 { true } else { false } })
        #expect(
            scene.items.first
                == .shape(Rect(x: 0, y: 544, width: 390, height: 300), .top(16), .white))
    }

    @Test func aFitDetentFitsTheImage() {
        var configuration = Configuration()
        configuration.run.sheetImage = ImageFile(path: "s.png", hash: 3, width: 390, height: 400)
        configuration.constants.detents = try! DetentSpec.list("fit,max")
        configuration.constants.start = "fit"
        let layout = Layout(measurer: FakeMeasurer())
        let height = layout.contentHeight(of: configuration, window: configuration.constants.window)
        // The image alone: no grabber strip above it.
        #expect(height == 400)
        let machine = SheetMachine(
            configuration: configuration, window: configuration.constants.window, time: 0,
            contentHeight: height)
        #expect(machine.height == 400)
    }

    @Test func aTallImageScrollsAtTheTopDetentAndHandsOffToTheSheet() throws {
        var layout = Layout(measurer: FakeMeasurer())
        var driver = Driver(start: "max") { $0.run.sheetImage = Self.tall }
        driver.machine.setContentHeight(layout.contentHeight(for: driver.machine))
        // 600 pt of content in a 780 pt sheet: nothing to scroll yet.
        #expect(driver.machine.maxScrollOffset == 0)
        let taller = ImageFile(path: "t.png", hash: 4, width: 390, height: 1400)
        // A run's content never changes: a layout is made for it.
        layout = Layout(measurer: FakeMeasurer())
        driver = Driver(start: "max") { $0.run.sheetImage = taller }
        driver.machine.setContentHeight(layout.contentHeight(for: driver.machine))
        #expect(driver.machine.maxScrollOffset == 1400 - 780)
        driver.drag(fromY: 600, toY: 300, duration: 0.3, pause: 0.2)
        #expect(driver.log.isEmpty, "scrolling is not a drag")
        #expect(driver.machine.scrollOffset == 300)
        let scene = layout.scene(for: driver.machine)
        let top = try #require(Self.images(scene.items).first?.1.y)
        #expect(abs(top - (64 - 300)) < 1e-9, "the image moved up with the scroll: \(top)")
        // Scrolled, it passes under the grabber up to the sheet's top edge: clipped there.
        #expect(scene.items.contains(.clip(Rect(x: 0, y: 64, width: 390, height: 780))))
        driver.drag(fromY: 200, toY: 700, duration: 0.5, pause: 0.2)
        #expect(driver.machine.scrollOffset == 0)
        #expect(driver.log.first == .dragStart(height: 780))
    }

    @Test(arguments: StyleKind.allCases)
    func everyStyleShowsTheSheetImage(style: StyleKind) {
        var configuration = Configuration(style: style)
        configuration.run.sheetImage = ImageFile(path: "s.png", hash: 5, width: 390, height: 100)
        let content = configuration.sheetStyle.content(
            width: 390, controls: [0, 1, 2], measurer: FakeMeasurer())
        let images = Self.images(content)
        #expect(images.count == 1, "\(style)")
        #expect(images.first?.1.width == 390 && images.first?.1.height == 100)
        // Only close buttons stay (their "×"), drawn over the image.
        #expect(Self.texts(content).allSatisfy { $0.text == "×" }, "\(style)")
    }

    @Test func theHeaderIsCheckedBeforeAnyPixelIsDecoded() throws {
        func png(_ width: UInt32, _ height: UInt32, end: Bool = true) -> [UInt8] {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
            bytes += Array("IHDR".utf8)
            for value in [width, height] {
                bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
            }
            bytes += [8, 2, 0, 0, 0, 0, 0, 0, 0]  // depth, colour, ..., CRC
            if end { bytes += [0, 0, 0, 0] + Array("IEND".utf8) + [0, 0, 0, 0] }
            return bytes
        }
        let size = try ImageFile.header(of: png(30, 20))
        #expect(size.format == "PNG" && size.width == 30 && size.height == 20)
        func reason(_ bytes: [UInt8]) -> String? {
            do {
                _ = try ImageFile.header(of: bytes)
                return nil
            } catch { return error.reason }
        }
        #expect(reason([]) == "empty file, not an image")
        #expect(
            reason(Array("hello".utf8)) == "not a PNG or JPEG image (export it as PNG or JPEG)")
        // Formats a user has in hand are named.
        let heic: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0]
        #expect(
            reason(heic) == "a HEIC image, not a PNG or JPEG image (export it as PNG or JPEG)")
        #expect(reason(Array("RIFF\0\0\0\0WEBPVP8 ".utf8))?.hasPrefix("a WebP image") == true)
        #expect(reason(Array("GIF89a\u{1}\0\u{1}\0".utf8))?.hasPrefix("a GIF image") == true)
        #expect(reason(png(30, 20, end: false)) == "truncated PNG (no IEND chunk)")
        #expect(reason(Array(png(30, 20).prefix(14))) == "truncated PNG (no image header)")
        #expect(reason(png(0, 20)) == "PNG of 0x20 pixels, empty")
        #expect(
            reason(png(16385, 1))
                == "PNG of 16385x1 pixels, larger than 16384 pixels a side (scale it down)")
        #expect(
            reason(png(9000, 9000))
                == "PNG of 9000x9000 pixels, more than 256 MB decoded (scale it down)")
        // A JPEG: start of image, a frame header of 8×4 pixels, a scan, the end.
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 4, 0, 8, 1, 1, 0x11, 0]
            + [0xFF, 0xDA, 0, 2, 0x12, 0x34, 0xFF, 0xD9]
        let jpegSize = try ImageFile.header(of: jpeg)
        #expect(jpegSize.format == "JPEG" && jpegSize.width == 8 && jpegSize.height == 4)
        #expect(reason(Array(jpeg.dropLast(2))) == "truncated JPEG (no end-of-image marker)")
        // Four colour components: CMYK (or YCCK), drawn inverted if taken as RGB (issue 24 §8).
        var cmyk = jpeg
        cmyk[5] = 17
        cmyk[11] = 4
        cmyk.insert(contentsOf: [2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0], at: 15)
        #expect(
            reason(cmyk)
                == "a CMYK JPEG, which SheetLab cannot draw in its colours (save it as RGB)")
    }

    /// A PNG of `width` × `height` RGB pixels whose IDAT chunks hold `compressed` bytes.
    static func png(_ width: UInt32, _ height: UInt32, compressed: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] {
            bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        bytes += [8, 2, 0, 0, 0, 0, 0, 0, 0]
        var left = compressed
        while left > 0 {
            let length = min(left, 1 << 20)
            bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) }
            bytes += Array("IDAT".utf8) + [UInt8](repeating: 0, count: length) + [0, 0, 0, 0]
            left -= length
        }
        return bytes + [0, 0, 0, 0] + Array("IEND".utf8) + [0, 0, 0, 0]
    }

    /// Issue 24 §2: one pixel followed by megabytes of compressed zeros took minutes to
    /// inflate. The header's check counts the compressed bytes against what the pixels need
    /// (a row of 3 bytes and its filter byte here) and refuses before any is decoded.
    @Test func compressedDataFarBeyondThePixelsIsRefused() throws {
        func reason(_ bytes: [UInt8]) -> String? {
            do {
                _ = try ImageFile.header(of: bytes)
                return nil
            } catch { return error.reason }
        }
        #expect(ImageFile.pngRawBytes(Self.png(1, 1, compressed: 0)) == 4)
        #expect(ImageFile.pngRawBytes(Self.png(390, 844, compressed: 0)) == 844 * (390 * 3 + 1))
        // Stored deflate blocks at their worst, and a real encoder's, pass.
        #expect(reason(Self.png(1, 1, compressed: 60_000)) == nil)
        #expect(reason(Self.png(390, 844, compressed: 844 * 1171 + 20_000)) == nil)
        #expect(
            reason(Self.png(1, 1, compressed: 3 << 20))
                == "a PNG of 1x1 pixels holding 3 MB of compressed pixels, far more than they "
                + "need (4 bytes uncompressed)")
    }

    /// Both images together hold at most the limit decoded: the second is checked against
    /// what the first leaves.
    @Test func theLimitIsSharedByBothImages() throws {
        let png = Self.png(4096, 4096, compressed: 100)
        let left = ImageFile.maximumDecodedBytes - 4096 * 4096 * 4
        #expect(throws: Never.self) { try ImageFile.header(of: png, decodedBytesLeft: left + 1) }
        do {
            _ = try ImageFile.header(of: png, decodedBytesLeft: 4096 * 4096 * 4 - 1)
            Issue.record("a picture beyond what is left passed")
        } catch {
            #expect(
                error.reason
                    == "PNG of 4096x4096 pixels, 64 MB decoded, more than the 64 MB left of the "
                    + "256 MB both images may hold")
            #expect(!error.isMemory)
        }
    }

    @Test func theHashIsFNV1a64() {
        // The published test vectors.
        #expect(ImageFile.fnv1a64([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(ImageFile.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ImageFile.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        let image = ImageFile(path: "x", hash: 0xab, width: 1, height: 1)
        #expect(image.hashText == "00000000000000ab")
        #expect(ImageFile.hash(text: image.hashText) == 0xab)
        #expect(ImageFile.hash(text: "xyz") == nil && ImageFile.hash(text: "") == nil)
    }

    @Test func aTraceHeaderRecordsTheImagesAndReadsThemBack() throws {
        var configuration = Configuration()
        configuration.run.pageImage = ImageFile(
            path: "/a/page.png", hash: 0x1234, width: 10, height: 20)
        configuration.run.sheetImage = Self.tall
        let text = Trace(configuration: configuration).text
        #expect(text.contains(#""page-image":{"path":"/a/page.png","fnv1a64":"0000000000001234","#))
        let read = try Trace.parse(text, path: "t.jsonl")
        #expect(read.configuration.run.pageImage == configuration.run.pageImage)
        #expect(read.configuration.run.sheetImage == Self.tall)
        // Without images, the header is as it was.
        #expect(!Trace(configuration: Configuration()).text.contains("image"))
        let bad = text.replacingOccurrences(of: "0000000000001234", with: "nothex")
        #expect(throws: ConfigFileError.self) { try Trace.parse(bad, path: "t.jsonl") }
    }
}

/// The image flags on the command line.
struct ImageFlagTests {
    @Test func theFlagsSetTheRunsPathsForEveryStyle() throws {
        guard
            case .run(let configuration) = try Command.parse([
                "--page-image", "p.png", "--sheet-image", "s.jpg", "--style", "card",
            ])
        else {
            Issue.record("not a run")
            return
        }
        #expect(
            configuration.run.pageImagePath == "p.png"
                && configuration.run.sheetImagePath == "s.jpg")
        #expect(configuration.unusedFlagNotes.isEmpty)
    }

    @Test func contentAndASheetImageAreOneTooMany() {
        #expect(throws: UsageError.self) {
            try Command.parse(["--content", "a.txt", "--sheet-image", "s.png"])
        }
        #expect(throws: UsageError.self) { try Command.parse(["--page-image", ""]) }
    }
}
