/// The container and codec of a `--video` clip, chosen by the file's extension.
///
/// MP4 holds H.264 in yuv420p (what every player and chat app opens); WebM holds VP9;
/// GIF is paletted, one palette for the whole clip, in two passes (`palettePass`).
package enum ClipFormat: String, CaseIterable, Sendable {
    case mp4
    case webm
    case gif

    /// The format a file named `path` asks for (its extension, in any case); nil for any
    /// other name.
    package init?(path: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// The extensions `--video` takes, as a usage message lists them.
    package static let allowedExtensions = allCases.map { "." + $0.rawValue }.joined(
        separator: ", ")

    /// The usage error for a `--video` file whose extension names no format; nil when it
    /// names one.
    package static func refusal(path: String) -> UsageError? {
        guard ClipFormat(path: path) == nil else { return nil }
        return UsageError(
            "\(flag: .video) \(Format.echo(path)): unknown clip format (allowed extensions: "
                + "\(allowedExtensions))")
    }

    /// What the clip is called in a message: "MP4 (H.264)".
    package var summary: String {
        switch self {
        case .mp4: "MP4 (H.264)"
        case .webm: "WebM (VP9)"
        case .gif: "GIF"
        }
    }

    /// The clip's frame rate at `--fps` `fps`.
    ///
    /// MP4 and WebM run at `fps` itself. A GIF's frame delays are whole hundredths of a
    /// second, and browsers show a delay under 2/100 s as 10/100 s: a GIF runs at 100 / d
    /// frames a second, d = max(2, round(100 / fps)): 50 at 60, 100/3 at 30, 25 at 24.
    package func rate(fps: Int) -> ClipRate {
        switch self {
        case .mp4, .webm: return ClipRate(numerator: max(1, fps), denominator: 1)
        case .gif:
            let delay = max(2, Int((100 / Double(max(1, fps))).rounded()))
            return ClipRate(numerator: 100, denominator: delay)
        }
    }

    /// ffmpeg's arguments after the input: the codec, its pixel format and the container,
    /// ending before the output name.
    package var encoderArguments: [String] {
        switch self {
        case .mp4:
            // yuv420p halves the chroma resolution, so H.264 needs even sides: a pixel of
            // padding on an odd side. faststart puts the index first, for playing while loading.
            return [
                "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2," + Self.bt709Conversion,
                "-movflags", "+faststart",
            ] + Self.bt709Tags + ["-f", "mp4"]
        case .webm:
            return [
                "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32",
                "-row-mt", "1", "-deadline", "good", "-cpu-used", "4",
                "-vf", Self.bt709Conversion,
            ] + Self.bt709Tags + ["-f", "webm"]
        case .gif:
            // The first of two passes: the frames kept losslessly (FFV1, a few per cent of
            // their raw size, in a file: none waits in memory for the palette) while the
            // whole clip's colours are counted into one palette; `paletteUseArguments` then
            // maps every frame onto it. (A palette made for each frame alone, each frame
            // dithered its own way, made a GIF about twice the size.)
            return [
                "-filter_complex", "[0:v]split[frames][stats];[stats]palettegen[palette]",
                "-map", "[palette]", "-c:v", "png", "-f", "image2", "-update", "1",
                "-y", Self.paletteFile, "-map", "[frames]", "-c:v", "ffv1", "-f", "nut",
            ]
        }
    }

    /// Whether the clip takes a second ffmpeg run after the frames (`paletteUseArguments`):
    /// a GIF's, onto the palette of the whole clip.
    package var palettePass: Bool { self == .gif }

    /// Where a GIF's first pass writes the palette: its descriptor 4 (the kept frames go to
    /// the output, descriptor 3).
    package static let paletteFile = "/dev/fd/4"

    /// ffmpeg's whole command line (without the program) for a GIF's second pass: the frames
    /// the first kept (`frames`) mapped onto its palette (`palette`), written to `output`.
    /// Only what changed from frame to frame is mapped anew (`diff_mode=rectangle`), so the
    /// still parts keep their dither and the encoder leaves them out of the frame.
    package static func paletteUseArguments(frames: String, palette: String, output: String)
        -> [String]
    {
        [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-i", frames, "-i", palette,
            "-lavfi", "[0:v][1:v]paletteuse=diff_mode=rectangle", "-loop", "0", "-f", "gif",
            "-y", output,
        ]
    }

    /// The frames' sRGB to Y'CbCr by BT.709's matrix, in video range: what browsers and
    /// QuickTime assume of a clip this size. ffmpeg's default (BT.601, untagged) shifts a
    /// brand red toward orange when played.
    static let bt709Conversion = "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
    /// The clip says so, so that no player has to guess.
    static let bt709Tags = [
        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
        "-color_range", "tv",
    ]

    /// ffmpeg's whole command line (without the program) for raw `bgra` frames of `width` x
    /// `height` pixels on standard input at `rate`, written to `output`.
    package func ffmpegArguments(width: Int, height: Int, rate: ClipRate, output: String)
        -> [String]
    {
        [
            "-hide_banner", "-loglevel", "error", "-nostdin",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
            "-r", rate.text, "-i", "pipe:0",
        ] + encoderArguments + ["-y", output]
    }
}
