import CSDL2
import SheetCore
import SheetRender
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension RenderTests {
    /// The user's images drawn: the page layer shows the page image's pixels (dimmed with the
    /// page), the sheet shows its image as its face, scaled to the width.
    @Suite struct ImageRenderingTests {
        static let red = Color(red: 220, green: 40, blue: 40)
        static let blue = Color(red: 40, green: 40, blue: 220)
        static let green = Color(red: 30, green: 200, blue: 30)

        /// A PNG file's bytes, `width` pixels wide, of horizontal bands, written by SDL_image.
        static func png(width: Int, bands: [(Int, Color)]) throws -> [UInt8] {
            var pixels: [UInt32] = []
            for (height, color) in bands {
                let value =
                    0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8
                    | UInt32(color.blue)
                pixels += [UInt32](repeating: value, count: width * height)
            }
            let image = Image(width: width, height: pixels.count / width, pixels: pixels)
            let path = "/tmp/sheetlab-image-test-\(getpid())-\(width).png"
            defer { unlink(path) }
            try #require(image.savePNG(to: path))
            return try Self.bytes(of: path)
        }

        /// The bytes of the file at `path`.
        static func bytes(of path: String) throws -> [UInt8] {
            let file = try #require(fopen(path, "rb"))
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let got = fread(&chunk, 1, chunk.count, file)
                if got == 0 { break }
                bytes += chunk[0..<got]
            }
            return bytes
        }

        static func dimmed(_ color: Color, by alpha: Double = 0.6) -> Color {
            func channel(_ value: UInt8) -> UInt8 { UInt8((Double(value) * (1 - alpha)).rounded()) }
            return Color(
                red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
        }

        @Test func thePageLayerAndTheSheetShowTheImagesPixels() throws {
            let harness = try RenderHarness()
            // 195 pixels wide: drawn at twice that, so scaling is part of what is checked.
            let pageBytes = try Self.png(width: 195, bands: [(100, Self.red), (100, Self.blue)])
            let sheetBytes = try Self.png(width: 390, bands: [(120, Self.green)])
            let page = try Picture(decoding: pageBytes)
            let sheet = try Picture(decoding: sheetBytes)
            #expect(page.width == 195 && page.height == 200 && page.isOpaque)
            harness.canvas.renderer.pictures = [.page: page, .sheet: sheet]
            let image = try harness.render(
                configured(start: "default") {
                    $0.run.pageImage = ImageFile(path: "p.png", hash: 1, width: 195, height: 200)
                    $0.run.sheetImage = ImageFile(path: "s.png", hash: 2, width: 390, height: 120)
                })
            // Page: 390 × 400 pt from the top, red then blue, white below; all dimmed.
            expectPixel(image, x: 100, y: 100, Self.dimmed(Self.red), name: "image-page-red")
            expectPixel(image, x: 300, y: 300, Self.dimmed(Self.blue), name: "image-page-blue")
            expectPixel(image, x: 100, y: 450, Self.dimmed(.white), name: "image-page-below")
            // Sheet at 544: its image from its top edge to 664 (no grabber strip above it),
            // white below.
            expectPixel(image, x: 100, y: 600, Self.green, name: "image-sheet")
            expectPixel(image, x: 20, y: 560, Self.green, name: "image-sheet-top")
            expectPixel(image, x: 100, y: 660, Self.green, name: "image-sheet-bottom")
            expectPixel(image, x: 100, y: 700, .white, name: "image-sheet-below")
        }

        @Test func thePageImageIsCardScaledAtMax() throws {
            let harness = try RenderHarness()
            let page = try Picture(decoding: try Self.png(width: 390, bands: [(844, Self.red)]))
            harness.canvas.renderer.pictures = [.page: page]
            let image = try harness.render(
                configured(start: "max") {
                    $0.run.pageImage = ImageFile(path: "p.png", hash: 1, width: 390, height: 844)
                })
            // Scaled by 0.92 about its centre: the window's black shows at the corner, the
            // image (dimmed) just inside the card.
            expectPixel(image, x: 5, y: 5, .black, name: "image-card-corner")
            expectPixel(image, x: 30, y: 50, Self.dimmed(Self.red), name: "image-card-inside")
        }

        /// A JPEG file's bytes of one colour (or `color` above `lower` below half its height),
        /// written by SDL_image (libjpeg, quality 90).
        static func jpeg(width: Int, height: Int, color: Color, lower: Color? = nil) throws
            -> [UInt8]
        {
            func argb(_ color: Color) -> UInt32 {
                0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8
                    | UInt32(color.blue)
            }
            var pixels = [UInt32](repeating: argb(color), count: width * height)
            if let lower {
                for index in width * height / 2..<width * height { pixels[index] = argb(lower) }
            }
            let path = "/tmp/sheetlab-jpeg-test-\(getpid())-\(width)x\(height).jpg"
            defer { unlink(path) }
            let saved = pixels.withUnsafeMutableBytes { buffer -> Int32 in
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                        buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                        SDL_PIXELFORMAT_ARGB8888.rawValue)
                else { return -1 }
                defer { SDL_FreeSurface(surface) }
                return IMG_SaveJPG(surface, path, 90)
            }
            try #require(saved == 0)
            return try Self.bytes(of: path)
        }

        /// The reason decoding `bytes` is refused, or nil when it decodes.
        static func refusal(_ bytes: [UInt8]) -> String? {
            do {
                _ = try Picture(decoding: bytes)
                return nil
            } catch { return error.reason }
        }

        /// A JPEG is decoded straight to its colours; issue 24 §9: one whose data is corrupt
        /// (bytes overwritten, or a frame header that claims more rows than the data holds)
        /// is refused with libjpeg's reason, where it was drawn as garbage or grey.
        @Test func aJPEGDecodesToItsColoursAndACorruptOneIsRefused() throws {
            let bytes = try Self.jpeg(width: 64, height: 48, color: Self.blue)
            let picture = try Picture(decoding: bytes)
            #expect(picture.width == 64 && picture.height == 48 && picture.isOpaque)
            // One colour survives JPEG within a few levels.
            let rows = picture.rowLuminance()
            let luma = (299 * 40 + 587 * 40 + 114 * 220) / 1000
            #expect(rows.count == 48 && rows.allSatisfy { abs(Int($0) - luma) <= 4 })
            let scan = try #require(
                (2..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
            // Scan data overwritten by bytes that are markers.
            var overwritten = bytes
            for index in scan + 20..<min(bytes.count - 2, scan + 60) { overwritten[index] = 0xFF }
            let garbled = Self.refusal(overwritten)
            #expect(garbled?.hasPrefix("corrupt JPEG") == true, "\(garbled ?? "decoded")")
            // A frame header patched to twice the rows: the data ends early.
            var taller = bytes
            let frame = try #require(
                (2..<bytes.count - 1).first {
                    bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1])
                })
            taller[frame + 5] = 0
            taller[frame + 6] = 96
            let short = Self.refusal(taller)
            #expect(short?.hasPrefix("corrupt JPEG data (") == true, "\(short ?? "decoded")")
        }

        /// A phone's photo: stored as the sensor saw it, with EXIF orientation 6 (turn 90°
        /// clockwise to show). Drawn upright, as every photo viewer shows it; it was drawn on
        /// its side.
        @Test func aJPEGIsTurnedUprightAsItsEXIFOrientationSays() throws {
            // Red above blue, 64 × 32.
            var bytes = try Self.jpeg(width: 64, height: 32, color: Self.red, lower: Self.blue)
            #expect(ImageFile.jpegOrientation(bytes) == 1)
            let tiff: [UInt8] =
                [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1]
                + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0] + [0, 0, 0, 0]
            let exif = Array("Exif".utf8) + [0, 0] + tiff
            bytes.insert(
                contentsOf: [0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif, at: 2)
            #expect(ImageFile.jpegOrientation(bytes) == 6)
            let upright = try Picture(decoding: bytes).oriented(6)
            #expect(upright.width == 32 && upright.height == 64)
            // Turned clockwise, the top (red) is on the right, the bottom (blue) on the left.
            let mirrored = try Picture(decoding: bytes).oriented(3)
            #expect(mirrored.width == 64 && mirrored.height == 32)
            // Turned half round: blue on top now, red below.
            let turned = mirrored.rowLuminance()
            let redLuma = (299 * 220 + 587 * 40 + 114 * 40) / 1000
            let blueLuma = (299 * 40 + 587 * 40 + 114 * 220) / 1000
            #expect(abs(Int(turned[2]) - blueLuma) <= 6 && abs(Int(turned[29]) - redLuma) <= 6)
            #expect(upright.color(x: 2, y: 30).blue > 150 && upright.color(x: 2, y: 30).red < 90)
            #expect(upright.color(x: 29, y: 30).red > 150 && upright.color(x: 29, y: 30).blue < 90)
        }

        /// A PNG made here, chunk by chunk: `chunks` ([type, data]) between the header of a
        /// `width` × `height` image of `depth` bits and colour type `colour` and its pixels,
        /// `rows` (each with its filter byte), kept in stored deflate blocks.
        static func handMadePNG(
            width: Int, height: Int, depth: UInt8, colour: UInt8, rows: [UInt8],
            chunks: [(String, [UInt8])] = []
        ) -> [UInt8] {
            func crc(_ bytes: [UInt8]) -> UInt32 {
                var value: UInt32 = 0xFFFF_FFFF
                for byte in bytes {
                    value ^= UInt32(byte)
                    for _ in 0..<8 {
                        value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
                    }
                }
                return ~value
            }
            func be(_ value: UInt32) -> [UInt8] {
                [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
            }
            func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
                let body = Array(type.utf8) + data
                return be(UInt32(data.count)) + body + be(crc(body))
            }
            var stream: [UInt8] = [0x78, 0x01]
            var start = 0
            repeat {
                let part = Array(rows[start..<min(rows.count, start + 65535)])
                start += part.count
                let last: UInt8 = start >= rows.count ? 1 : 0
                let length = UInt16(part.count)
                stream += [last, UInt8(length & 0xFF), UInt8(length >> 8)]
                stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)] + part
            } while start < rows.count
            var a: UInt32 = 1
            var b: UInt32 = 0
            for byte in rows {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
            stream += be(b << 16 | a)
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            bytes += chunk(
                "IHDR", be(UInt32(width)) + be(UInt32(height)) + [depth, colour, 0, 0, 0])
            for (type, data) in chunks { bytes += chunk(type, data) }
            return bytes + chunk("IDAT", stream) + chunk("IEND", [])
        }

        /// A 16-bit PNG that says nothing of its colours is sRGB, as every viewer takes it:
        /// grey 0x8080 is drawn 128 (libpng's reader took it as linear light: 186). Its text
        /// chunks are not inflated (a thousand compressed ones took 20 s).
        @Test func a16BitPNGWithoutColourChunksIsSRGB() throws {
            let rows = [UInt8]((0..<4).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: 8) })
            let grey = Self.handMadePNG(width: 4, height: 4, depth: 16, colour: 0, rows: rows)
            let picture = try Picture(decoding: grey)
            #expect(picture.color(x: 1, y: 1) == Color(red: 128, green: 128, blue: 128))
            // With text chunks and a gamma chunk: the text goes, the gamma stays and speaks.
            let texts = [("tEXt", Array("Comment\0hello".utf8)), ("gAMA", [0, 0, 0xB1, 0x8F])]
            let tagged = Self.handMadePNG(
                width: 4, height: 4, depth: 16, colour: 0, rows: rows, chunks: texts)
            let kept = try #require(ImageFile.pngForDecoding(tagged))
            #expect(kept.count == tagged.count - 12 - 13)
            #expect(try Picture(decoding: tagged).color(x: 1, y: 1).red == 128)
            // A file that says its colours and holds no text is handed over as it is.
            let plain = Self.handMadePNG(
                width: 4, height: 4, depth: 16, colour: 0, rows: rows, chunks: [("sRGB", [0])])
            #expect(ImageFile.pngForDecoding(plain) == nil)
        }

        @Test func aCorruptFileIsNotDecoded() throws {
            var bytes = try Self.png(width: 50, bands: [(50, Self.red)])
            // Past the header, into the compressed pixels.
            for index in 40..<min(bytes.count - 12, 80) { bytes[index] = 0 }
            #expect(throws: ImageProblem.self) { try Picture(decoding: bytes) }
        }
    }
}
