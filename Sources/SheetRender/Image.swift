import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Pixels read back from a renderer, ARGB8888, for tests and screenshots.
package struct Image: Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Row after row from the top-left, one ARGB8888 pixel each: `width` × `height` of them.
    package let pixels: [UInt32]

    /// An image of `width` × `height` pixels from `pixels`, row by row.
    package init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at (x, y) in pixels; transparent black outside.
    package func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else {
            return Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        return Color(argb: pixels[y * width + x])
    }

    /// Writes the image as a BMP file (SDL_SaveBMP); returns whether it worked.
    @discardableResult
    package func saveBMP(to path: String) -> Bool {
        withSurface { sheetlab_save_bmp($0, path) == 0 }
    }

    /// Runs `body` with an SDL surface over the pixels (not a copy: a frame can be most of
    /// the memory there is). `body` only reads them (saving writes the file, not the pixels).
    private func withSurface(_ body: (UnsafeMutablePointer<SDL_Surface>) -> Bool) -> Bool {
        pixels.withUnsafeBytes { buffer -> Bool in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: buffer.baseAddress), Int32(width),
                    Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return false }
            defer { SDL_FreeSurface(surface) }
            return body(surface)
        }
    }
}

extension Color {
    /// The colour of an ARGB8888 pixel (alpha in the top byte), as images and pictures hold
    /// them.
    init(argb value: UInt32) {
        self.init(
            red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF),
            blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24))
    }
}

extension Image {
    /// Writes the image as a PNG (SDL2_image); returns whether it worked.
    @discardableResult
    package func savePNG(to path: String) -> Bool { withSurface { IMG_SavePNG($0, path) == 0 } }

    /// Writes the image as a PNG into an open file, for a caller that created the file itself
    /// (exclusively, never through a link); the caller keeps `descriptor` and closes it.
    package func savePNG(toDescriptor descriptor: Int32) -> Bool {
        let copy = dup(descriptor)
        guard copy >= 0 else { return false }
        guard let file = fdopen(copy, "wb") else {
            close(copy)
            return false
        }
        guard let stream = SDL_RWFromFP(file, SDL_TRUE) else {
            fclose(file)
            return false
        }
        let saved = withSurface { IMG_SavePNG_RW($0, stream, 0) == 0 }
        // Closing flushes: a full disk shows up here, not before.
        return SDL_RWclose(stream) == 0 && saved
    }

    /// The image shrunk by a whole factor, each pixel the average of a factor×factor block
    /// (of the part of it inside the image: a side shorter than the factor is one pixel).
    package func scaledDown(by factor: Int) -> Image {
        guard factor > 1, width > 0, height > 0 else { return self }
        let newWidth = max(1, width / factor)
        let newHeight = max(1, height / factor)
        Memory.requirePixels(newWidth, newHeight, for: "a scaled frame")
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let rows = y * factor..<min(height, (y + 1) * factor)
            for x in 0..<newWidth {
                let columns = x * factor..<min(width, (x + 1) * factor)
                var sums = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
                for row in rows {
                    for column in columns {
                        let value = pixels[row * width + column]
                        sums.0 += value >> 24
                        sums.1 += (value >> 16) & 0xFF
                        sums.2 += (value >> 8) & 0xFF
                        sums.3 += value & 0xFF
                    }
                }
                let count = UInt32(rows.count * columns.count)
                result[y * newWidth + x] =
                    (sums.0 / count) << 24 | (sums.1 / count) << 16 | (sums.2 / count) << 8 | sums.3
                    / count
            }
        }
        return Image(width: newWidth, height: newHeight, pixels: result)
    }

    /// The size of `grid` of images of `sizes`, and where each goes (its top-left corner).
    package static func gridLayout(
        _ sizes: [(width: Int, height: Int)], columns: Int, gap: Int = 4
    ) -> (width: Int, height: Int, origins: [(x: Int, y: Int)]) {
        let columns = max(1, columns)
        var origins: [(x: Int, y: Int)] = []
        origins.reserveCapacity(sizes.count)
        var width = 0
        var top = 0
        for start in stride(from: 0, to: sizes.count, by: columns) {
            let row = sizes[start..<min(start + columns, sizes.count)]
            var left = 0
            for size in row {
                origins.append((left, top))
                left += size.width + gap
            }
            width = max(width, left - gap)
            top += (row.map(\.height).max() ?? 0) + gap
        }
        return (width, max(0, top - gap), origins)
    }

    /// Images in rows of `columns`, left to right then top to bottom, each row as tall as its
    /// tallest image, on white: a film strip that wraps instead of growing without end. Drawn
    /// straight into the one result, so the pixels held are the images' and the result's.
    package static func grid(_ images: [Image], columns: Int, gap: Int = 4) -> Image {
        let layout = gridLayout(images.map { ($0.width, $0.height) }, columns: columns, gap: gap)
        Memory.requirePixels(layout.width, layout.height, for: "a film strip")
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: layout.width * layout.height)
        for (image, origin) in zip(images, layout.origins) {
            for y in 0..<image.height {
                let start = (origin.y + y) * layout.width + origin.x
                let line = image.pixels[y * image.width..<(y + 1) * image.width]
                pixels.replaceSubrange(start..<start + image.width, with: line)
            }
        }
        return Image(width: layout.width, height: layout.height, pixels: pixels)
    }

    /// Images placed left to right, top-aligned, on white.
    package static func sideBySide(_ images: [Image], gap: Int = 4) -> Image {
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        Memory.requirePixels(width, height, for: "frames side by side")
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: max(0, width * height))
        var left = 0
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    pixels[y * width + left + x] = image.pixels[y * image.width + x]
                }
            }
            left += image.width + gap
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
