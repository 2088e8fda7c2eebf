extension Flag {
    /// Every flag SheetLab accepts, in the order `--help` lists them.
    package static let table: [Flag] = [
        Flag(
            name: .window, in: SheetConstants.self, kind: .size, unit: "pt",
            help: "Window size in points (an iPhone-sized portrait window by default).",
            source: "SPEC §6", everyStyle: true,
            read: { "\(Format.number($0.window.width))x\(Format.number($0.window.height))" },
            write: { configuration, text throws(UsageError) in
                configuration.window = try parseSize(text, flag: FlagName.window.rawValue)
            }),
        .choice(
            .device, \SheetConstants.device, source: "docs/presets.md",
            help: "A real phone or tablet: its size (unless \(flag: .window)), safe area, "
                + "status bar, "
                + "home indicator and screen corners; list prints each with its figures.",
            everyStyle: true),
        .choice(
            .orientation, \SheetConstants.orientation, source: "docs/devices.md",
            help: "Hold the \(flag: .device) upright or on its side: landscape turns its "
                + "screen and safe area (a phone's status bar hides); on a phone UIKit's sheet is "
                + "then full screen unless \(flag: .edgeAttached) on.",
            everyStyle: true),
        .choice(
            .look, \SheetConstants.look, source: "docs/presets.md",
            help: "Draw the write-ups' sheet, or UIKit's system sheet as iOS 15-18 or iOS 26 "
                + "draw it (ios = ios26: inset on glass below large; each with its grabber, "
                + "corners, large detent and dim; flags given override them)."),
        .choice(
            .appearance, \SheetConstants.appearance, source: "docs/presets.md",
            help: "UIKit's light or dark colours: the page, the sheet's surface, text and "
                + "grabber; with \(flag: .look) ios a dark dim of 0.48 (a given "
                + "\(flag: .dimAlpha) wins).",
            everyStyle: true),
        .choice(
            .chrome, \RunOptions.chrome, source: "SheetLab",
            help: "Draw the \(flag: .device)'s status bar, home indicator and screen corners, "
                + "or none."),
        .integer(
            .scale, \RunOptions.scale, unset: "auto", range: 1...8, source: "SPEC §6",
            help: "Force the pixel density (pixels per point); "
                + "the window is then W*N x H*N pixels."),
        .choice(
            .style, \SheetConstants.style, source: "SPEC §7",
            help: "Which write-up's sheet system to show.", everyStyle: true),
        .choice(
            .preset, \SheetConstants.preset, source: "docs/presets.md",
            help:
                "A set of the constants below: the write-ups, SheetLab's fluid, or a library's "
                + "defaults; flags given override it."
        ),
        .choice(
            .policy, \SheetConstants.policy, source: "seeds 000, 003",
            help: "How a released sheet picks where it lands."),
        .choice(
            .animation, \SheetConstants.animation, source: "SheetLab",
            help: "Land on fixed durations along \(flag: .curve), or on a spring fed the release "
                + "velocity."),
        Flag(
            name: .curve, in: SheetConstants.self, kind: .curve, unit: "",
            help: "Timing curve of \(flag: .animation) curve, as cubic Bezier control points "
                + "x1,y1,x2,y2.",
            source: "UIKit ease-in-out",
            read: {
                [$0.curve.x1, $0.curve.y1, $0.curve.x2, $0.curve.y2].map(Format.exact)
                    .joined(separator: ",")
            },
            write: { configuration, text throws(UsageError) in
                configuration.curve = try parseCurve(text)
            }),
        .number(
            .springResponse, \SheetConstants.springResponse, unit: "s",
            range: NumberRange(lower: 0.01, lowerInclusive: true, upper: 10, upperInclusive: true),
            source: "SwiftUI .spring", help: "Period of the spring's undamped oscillation."),
        .number(
            .springDamping, \SheetConstants.springDamping, unit: "",
            range: NumberRange(lower: 0.05, lowerInclusive: true, upper: 10, upperInclusive: true),
            source: "SwiftUI .spring",
            help: "Damping ratio of the spring (1 = critically damped, below 1 overshoots)."),
        .number(
            .flickDamping, \SheetConstants.flickDamping, unit: "",
            range: NumberRange(lower: 0, lowerInclusive: true, upper: 10, upperInclusive: true),
            source: "UIKit",
            help:
                "Damping ratio of the spring after a release at or above "
                + "\(flag: .fullscreenVelocity); "
                + "0: \(flag: .springDamping)."),
        .number(
            .deceleration, \SheetConstants.deceleration, unit: "", range: .openInterval,
            source: "UIScrollView .normal",
            help:
                "Deceleration rate per millisecond for \(flag: .policy) projected and uikit "
                + "(distance = v/1000 * r/(1-r))."
        ),
        .choice(
            .overdrag, \SheetConstants.overdrag, source: "SheetLab",
            help:
                "Past max or below the lowest detent: stop, or follow with rubber-band "
                + "resistance (uikit: at most the gap above max, 100 pt; 1:1 below)."),
        .number(
            .rubberConstant, \SheetConstants.rubberConstant, unit: "",
            range: NumberRange(lower: 0, lowerInclusive: false, upper: 10, upperInclusive: true),
            source: "UIScrollView", help: "Rubber-band constant c in (1 - 1/(x*c/d + 1))*d."),
        .number(
            .overdragFactor, \SheetConstants.overdragFactor, unit: "",
            range: NumberRange(lower: 0, lowerInclusive: false, upper: 100, upperInclusive: true),
            source: "gorhom",
            help: "Resistance factor of \(flag: .overdrag) sqrt: (sqrt(1 + x) - 1) * factor."),
        .choice(
            .releaseVelocity, \SheetConstants.releaseVelocity, source: "SheetLab",
            help: "Carry the finger's speed into the landing spring, or start it from rest."),
        .choice(
            .grabberTap, \SheetConstants.grabberTap, source: "UIKit (iOS 16)",
            help:
                "A tap on the grabber (a 44 pt square): on goes to the next detent up, from the "
                + "highest the one below; down steps down and wraps from the lowest to the "
                + "highest (iOS 26.1's code); up steps up and wraps to the lowest; with two "
                + "detents each toggles, with one it dismisses."),
        .choice(
            .grabber, \SheetConstants.grabberVisibility, source: "UIKit prefersGrabberVisible",
            help: "Draw the sheet's grabber, or hide it as UIKit does unless asked (a hidden "
                + "grabber takes no tap)."),
        .choice(
            .dismissCue, \SheetConstants.dismissCue, source: "SheetLab",
            help: "While a release would dismiss, turn the grabber red and show \"Release to "
                + "close\" (UIKit's sheet shows no such cue: off with \(flag: .preset) uikit)."),
        .choice(
            .dismissible, \SheetConstants.dismissible, source: "UIKit isModalInPresentation",
            help: "Off: the sheet refuses to be dismissed (UIKit's isModalInPresentation): a "
                + "drag down resists past the lowest detent and springs back, a tap on the dim, "
                + "Esc and a one-detent grabber tap do nothing."),
        .choice(
            .edgeAttached, \SheetConstants.edgeAttached,
            source: "UIKit prefersEdgeAttachedInCompactHeight",
            help: "In a compact height (a phone in landscape, \(flag: .orientation)), attach "
                + "UIKit's sheet to the bottom edge, between the safe area's sides, its detents "
                + "kept but medium, rather than show it full screen."),
        .number(
            .springRest, \SheetConstants.springRest, unit: "pt",
            range: NumberRange(lower: 0.01, lowerInclusive: true, upper: 50, upperInclusive: true),
            source: "SheetLab",
            help: "A spring has settled within this distance and twice this speed (pt/s)."),
        .number(
            .projectionTime, \SheetConstants.projectionTime, unit: "s",
            range: NumberRange(lower: 0, lowerInclusive: true, upper: 5, upperInclusive: true),
            source: "gorhom, Material",
            help: "How far ahead \(flag: .policy) linear and material project the release "
                + "velocity."),
        Flag(
            name: .undimmedDetent, in: SheetConstants.self, kind: .detentName, unit: "",
            help: "At or below this detent the overlay stays clear and the page usable; "
                + "the dim fades in on the way to the next detent up.",
            source: "UISheetPresentationController, vaul", read: { $0.undimmedDetent.rawValue },
            write: { configuration, text throws(UsageError) in
                guard !text.isEmpty else {
                    throw UsageError(
                        "\(flag: .undimmedDetent): the name is empty (none or a detent's name)")
                }
                configuration.undimmedDetent = UndimmedDetent(rawValue: text)
            }),
        .path(
            .content, \RunOptions.contentPath, unset: "built-in", source: "SheetLab",
            help:
                "UTF-8 text file shown in the sheet instead of the poem; scrolls when taller "
                + "than the sheet.",
            everyStyle: false),
        .path(
            .pageImage, \RunOptions.pageImagePath, unset: "built-in", source: "SheetLab",
            help:
                "PNG or JPEG shown as the page behind the sheet: scaled to the window's width, "
                + "top-aligned, dimmed and card-scaled like the poem page; a click on it "
                + "presents the sheet. " + ImageFile.limitsSummary + "."),
        .path(
            .sheetImage, \RunOptions.sheetImagePath, unset: "built-in", source: "SheetLab",
            help:
                "PNG or JPEG shown as the sheet's content instead of its text: scaled to the "
                + "sheet's width, its whole face from the top edge with the grabber over it; "
                + "scrolls when taller than the sheet, and fit detents fit it. "
                + ImageFile.limitsSummary + "."),
        Flag(
            name: .start, in: SheetConstants.self, kind: .startName, unit: "",
            help: "Start on the page, or with the sheet already resting at a detent.",
            source: "SheetLab", everyStyle: true, styleDefaults: [.peek: "peek"],
            read: { $0.start },
            write: { configuration, text throws(UsageError) in configuration.start = text }),
        Flag(
            name: .detents, in: SheetConstants.self, kind: .detentList, unit: "",
            help: "Resting heights, lowest first: [NAME=]VALUE,... with VALUE points, "
                + "a share of the window like 50%, max or fit (the content's height); 1 to 12 "
                + "detents; NAME: at most 32 letters, digits, - _ . %, not page, dismiss, none, "
                + "shorthand or com.apple.UIKit.* (UIKit's own); "
                + "shorthand: default=\(flag: .defaultHeight),max=max.",
            source: "UIKit detents, vaul, gorhom",
            read: { $0.detents.map { $0.map(\.text).joined(separator: ",") } ?? Flag.shorthand },
            write: { configuration, text throws(UsageError) in
                configuration.detents = text == Flag.shorthand ? nil : try DetentSpec.list(text)
            }),
        .number(
            .defaultHeight, \SheetConstants.defaultHeight, unit: "pt", range: .positive,
            source: "seed 000",
            help: "Height of the default detent."),
        .number(
            .dismissHeight, \SheetConstants.dismissHeight, unit: "pt", range: .positive,
            source: "seed 000",
            help: "Released below this height, the sheet dismisses (not read by "
                + "\(flag: .policy) uikit, where closed is a detent below the lowest)."),
        .number(
            .topInset, \SheetConstants.topInset, unit: "pt", range: .nonNegative,
            source: "seed 000",
            help: "Gap above the sheet at its max detent (max = window height - top inset)."),
        .number(
            .fullscreenVelocity, \SheetConstants.fullscreenVelocity, unit: "pt/s",
            range: .nonNegative, source: "seed 003",
            help:
                "An upward release faster than this goes to max (seed, half); the fling "
                + "threshold of \(flag: .policy) velocity and material, uikit's flick step."
        ),
        .number(
            .fullscreenFraction, \SheetConstants.fullscreenFraction, unit: "", range: .unit,
            source: "seed 003",
            help:
                "Released with its top above this fraction of the window height, the sheet goes "
                + "to max."
        ),
        .number(
            .dimAlpha, \SheetConstants.dimAlpha, unit: "", range: .unit, source: "seed 000",
            help: "Opacity of the black overlay while the sheet rests.",
            byStyle: [.fixed: 0.5, .half: 0.5, .card: 0.3, .modal: 0, .peek: 0]
        ),
        .number(
            .cornerRadius, \SheetConstants.cornerRadius, unit: "pt", range: .nonNegative,
            source: "seed 000",
            help: "Radius of the sheet's top corners.",
            // the write-ups' panels and the half sheet's view are plain rectangles
            byStyle: [.fixed: 0, .modal: 0, .half: 0, .card: 8, .peek: 0]
        ),
        .number(
            .glassBlur, \SheetConstants.glassBlur, unit: "pt",
            range: NumberRange(lower: 0, lowerInclusive: true, upper: 100, upperInclusive: true),
            source: "docs/presets.md (iOS 26)",
            help: "Blur of \(flag: .look) ios26's glass (a Gaussian sigma) under a sheet below "
                + "the large detent; 0 tints the pixels beneath unblurred."),
        .number(
            .grabberWidth, \SheetConstants.grabberWidth, unit: "pt", range: .positive,
            source: "seed 003; UIKit's 36 with --look ios",
            help:
                "Width of the sheet's grabber, centred, up to the window's (no public UIKit "
                + "setting sizes it); a tap anywhere across it counts (--grabber-tap)."),
        .number(
            .grabberHeight, \SheetConstants.grabberHeight, unit: "pt", range: .positive,
            source: "seed 003; UIKit's 5 with --look ios",
            help:
                "Height of the sheet's grabber, rounded to half of it; it stays above the "
                + "sheet's text (up to 16 with --look seed, 27 with ios)."),
        .number(
            .cardScale, \SheetConstants.cardScale, unit: "", range: .openUnit, source: "seed 004",
            help: "Scale of the page behind a sheet at max (1 turns the card effect off)."),
        .number(
            .presentDuration, \SheetConstants.presentDuration, unit: "s", range: .nonNegative,
            source: "seed 000",
            help: "Time for the sheet to rise when presented, and to fall when dismissed.",
            // the modal's: its transition's duration (present, close, finish a drag)
            byStyle: [.fixed: 0.3, .half: 0.3, .card: 0.5, .modal: 0.6, .peek: 0.3]
        ),
        .number(
            .dimDuration, \SheetConstants.dimDuration, unit: "s", range: .nonNegative,
            source: "seed 000",
            help: "Time for the overlay to fade in (and, with \(flag: .style) sheet, out).",
            byStyle: [.fixed: 0.3, .half: 0.3, .card: 0.5]
        ),
        .number(
            .dimOutDuration, \SheetConstants.dimOutDuration, unit: "s", range: .nonNegative,
            source: "seeds 001, 003, 004",
            help:
                "Time for the overlay to fade out when dismissed (\(flag: .style) sheet uses "
                + "\(flag: .dimDuration) both ways).",
            byStyle: [.fixed: 0.5, .half: 0.3, .card: 0.5]
        ),
        .number(
            .snapDuration, \SheetConstants.snapDuration, unit: "s", range: .nonNegative,
            source: "seed 000",
            help: "Time for a released sheet to reach its detent.",
            // the modal's: cancelling a drag
            byStyle: [.half: 0.3, .card: 0.5, .modal: 0.6, .peek: 0.3]
        ),
        .number(
            .tapSlop, \SheetConstants.tapSlop, unit: "pt", range: .nonNegative, source: "SPEC §5",
            help: "A press that moves further than this becomes a drag; less is a tap.",
            everyStyle: true),
        .number(
            .velocityWindow, \SheetConstants.velocityWindow, unit: "s",
            range: NumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: true),
            source: "SPEC §5",
            help: "Release velocity is fitted to the pointer samples of this last stretch."),
        .number(
            .panelHeight, \SheetConstants.panelHeight, unit: "pt", range: .positive,
            source: "seed 001",
            help: "Height of the fixed panel."),
        .number(
            .dismissProgress, \SheetConstants.dismissProgress, unit: "", range: .openInterval,
            source: "seeds 002, 004",
            help:
                "Dragged down further than this share (of the window, modal; of the card, card), "
                + "a release dismisses.",
            byStyle: [.card: 0.25, .modal: 0.3]
        ),
        .number(
            .halfFraction, \SheetConstants.halfFraction, unit: "", range: .openUnit,
            source: "seed 003",
            help: "Height of the half sheet as a share of the window."),
        .number(
            .cardTop, \SheetConstants.cardTop, unit: "pt", range: .nonNegative,
            source: "seed 004",
            help: "Gap between the window's top and the presented card."),
        .number(
            .peekHeight, \SheetConstants.peekHeight, unit: "pt", range: .positive,
            source: "seed 004",
            help:
                "How far the child card peeks above the bottom edge, and its top's distance from "
                + "the window top when open."
        ),
        .integer(
            .fps, \SheetConstants.fps, unit: "", range: 1...240, source: "SPEC §6",
            help: "Frames per second while anything moves.", everyStyle: true),
        .path(
            .font, \RunOptions.fontPath, unset: "built-in", source: "Noto Sans CJK SC",
            help: "Regular font file (TTF/OTF) instead of the bundled subset; unreadable exits "
                + "66."),
        .path(
            .boldFont, \RunOptions.boldFontPath, unset: "built-in", source: "Noto Sans CJK SC",
            help: "Bold font file instead of the bundled subset; unreadable exits 66."),
        .toggle(
            .events, \RunOptions.events, source: "SPEC §8",
            help: "Print one JSON object per line on stdout for every sheet event."),
        .path(
            .record, \RunOptions.recordPath, role: .write, source: "SheetLab",
            help: "Output: writes every input to this JSON-lines trace, for \(flag: .replay) "
                + "(a new file; never replaced)."),
        .path(
            .replay, \RunOptions.replayPath, source: "SheetLab",
            help:
                "Play a trace back at a fixed 60 Hz timestep instead of live input; a bad trace "
                + "exits 65."
        ),
        .toggle(
            .headless, \RunOptions.headless, source: "SheetLab",
            help: "With \(flag: .replay): no window, an offscreen renderer, as fast as it goes."),
        .choice(
            .renderer, \RunOptions.renderer, source: "SheetLab",
            help:
                "SDL's software renderer, the accelerated (OpenGL) one, or auto: accelerated on "
                + "a hardware GPU, else software; see bench/results.md."
        ),
        .toggle(
            .stats, \RunOptions.stats, source: "SheetLab",
            help:
                "On quit, print frame CPU time, present intervals and input-to-present latency "
                + "(percentiles to within 0.25 % from 1 µs to 100 s) and peak memory as JSON; "
                + "SIGUSR1 prints the figures so far and starts afresh."
        ),
        .toggle(
            .hud, \RunOptions.hud, source: "SheetLab",
            help:
                "Show frames per second, frame times, height, velocity, state and the last "
                + "decision (F1)."
        ),
        .toggle(
            .panel, \RunOptions.panel, source: "SheetLab",
            help: "Open the live tuning panel beside the phone (Tab)."),
        .path(
            .frames, \RunOptions.framesPath, role: .directory, source: "SheetLab",
            help: "Output, with \(flag: .replay): writes one PNG per replayed frame into this "
                + "directory."),
        .path(
            .filmstrip, \RunOptions.filmstripPath, role: .write, png: true, source: "SheetLab",
            help:
                "Output, with \(flag: .replay): writes every Nth replayed frame side by side "
                + "into this PNG."
        ),
        .integer(
            .filmstripEvery, \RunOptions.filmstripEvery, unit: "", range: 1...600,
            source: "SheetLab", help: "N for \(flag: .filmstrip)."),
        .path(
            .video, \RunOptions.videoPath, role: .write, source: "SheetLab",
            help:
                "Output, with \(flag: .replay): the replayed frames as a clip at "
                + "\(flag: .fps), by its extension: "
                + ".mp4 (H.264), .webm (VP9) or .gif; needs ffmpeg (else exits 69)."
        ),
        Flag(
            name: .compare, in: RunOptions.self, kind: .pair, unit: "",
            help:
                "Two phones side by side, one input driving both: preset names, style names, "
                + "config files, or two system looks (ios18,ios26: one sheet drawn by each iOS); "
                + "two phones alike are refused.",
            source: "SheetLab", read: { $0.compare ?? "off" },
            write: { configuration, text throws(UsageError) in
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
                    throw UsageError(
                        "\(flag: .compare): '\(Format.echo(text))' is not two names like "
                            + "fluid,seed")
                }
                configuration.compare = text
            }),
        .path(
            .exportDir, \RunOptions.exportDirectory, role: .existingDirectory,
            unset: "working directory",
            source: "SheetLab",
            help: "Where --export, and E, Ctrl+S and R in the window, write their exports, "
                + "screenshots and recordings (new files; never replaced)."),
        .path(
            .config, \RunOptions.configPath, source: "SheetLab",
            help:
                "Load constants from a JSON file written by --export json (flags given win); a "
                + "bad file exits 65."
        ),
        .choice(
            .watch, \RunOptions.watch, source: "SheetLab",
            help:
                "With \(flag: .config): a saved edit of the file applies at once, as if "
                + "relaunched (flags given still win); a bad edit is said and the constants "
                + "stay. off: read it once."
        ),
    ]

    /// `--detents`' value for the style's own list (the sheet's default and max).
    package static let shorthand = "shorthand"

    /// The flag called `name` (without the dashes), if there is one.
    package static func named(_ name: String) -> Flag? {
        FlagName(rawValue: name).map(named)
    }

    /// The flag `id` names (every name has its row: `FlagNameTests`).
    package static func named(_ id: FlagName) -> Flag { byName[id]! }

    /// The table by name.
    static let byName: [FlagName: Flag] = Dictionary(
        uniqueKeysWithValues: table.map { ($0.id, $0) })
}

func parseSize(_ text: String, flag: String) throws(UsageError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
        throw UsageError("--\(flag): '\(Format.echo(text))' is not a size like 390x844")
    }
    guard (1...16384).contains(width), (1...16384).contains(height) else {
        throw UsageError("--\(flag): \(Format.echo(text)) is out of range (each side 1..16384)")
    }
    return Size(width: Double(width), height: Double(height))
}

func parseCurve(_ text: String) throws(UsageError) -> TimingCurve {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingCharacters())
    }
    guard parts.count == 4, let x1 = parts[0], let y1 = parts[1], let x2 = parts[2],
        let y2 = parts[3],
        [x1, y1, x2, y2].allSatisfy(\.isFinite)
    else {
        throw UsageError(
            "\(flag: .curve): '\(Format.echo(text))' is not four numbers like "
                + "0.42,0,0.58,1")
    }
    guard (0...1).contains(x1), (0...1).contains(x2) else {
        throw UsageError(
            "\(flag: .curve): \(Format.echo(text)) has x1 or x2 outside 0..1 (allowed: x in "
                + "0..1, y any)")
    }
    return TimingCurve(x1, y1, x2, y2)
}

extension Substring {
    func trimmingCharacters() -> String {
        var view = self
        while view.first == " " { view.removeFirst() }
        while view.last == " " { view.removeLast() }
        return String(view)
    }
}
