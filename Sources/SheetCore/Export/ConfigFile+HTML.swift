/// `--export html`: `sheet.html`, the tuned sheet as one self-contained page (docs/html.md).
/// The page's engine is one file, `Resources/web/sheet-engine.js`, in the template
/// `Resources/web/sheet.html`; the export only fills the template's slots: the fonts, the
/// colours, and the constants as a JSON object (the JSON export's, plus what the engine
/// reads resolved). SheetCore reads no files: the desktop gives it their contents.
extension ConfigFile {
    /// The files the page is made of, read by the caller (`HTMLExport` in the desktop).
    package struct HTMLAssets: Sendable {
        /// `Resources/web/sheet.html`: the page with its `{{SLOT}}`s.
        package var template: String
        /// `Resources/web/sheet-engine.js` as `htmlEngine` gives it (with its test hook only in
        /// a test build): written into the page unchanged.
        package var engine: String
        /// The regular font, base64.
        package var regularFont: String
        /// The bold font, base64.
        package var boldFont: String
        /// The line skip of each font size the page sets, in points, as the app measures it
        /// ("title", "poem", "heading", "body", "cue").
        package var lineHeights: [(String, Double)]
        /// `--page-image` as a `data:` URI, when given.
        package var pageImage: String?
        /// `--sheet-image` as a `data:` URI, when given.
        package var sheetImage: String?

        /// The assets as read.
        package init(
            template: String, engine: String, regularFont: String, boldFont: String,
            lineHeights: [(String, Double)], pageImage: String? = nil, sheetImage: String? = nil
        ) {
            self.template = template
            self.engine = engine
            self.regularFont = regularFont
            self.boldFont = boldFont
            self.lineHeights = lineHeights
            self.pageImage = pageImage
            self.sheetImage = sheetImage
        }
    }

    /// The run's flags the page takes too: it shows the images, the text and the fonts a run
    /// would (`--export` refuses the other run flags).
    package static let htmlInputs: Set<FlagName> = [
        .pageImage, .sheetImage, .content, .font, .boldFont,
    ]

    /// The slots of the template, each of which must appear in it exactly once.
    package static let htmlSlots = [
        "{{TITLE}}", "{{FONT_REGULAR}}", "{{FONT_BOLD}}", "{{COLOURS}}", "{{CONFIG}}",
        "{{ENGINE}}",
    ]

    /// The markers around the engine's test hook (`window.sheetlab`, which Tests/Web drives):
    /// each on a line of its own in `sheet-engine.js`, once, the begin before the end.
    package static let testHookMarkers = (
        begin: "// SHEETLAB TEST HOOK BEGIN", end: "// SHEETLAB TEST HOOK END"
    )

    /// The engine as the page carries it: with its test hook when `testHook` (a build with
    /// `SHEETLAB_TEST_HOOKS`, the tests'), unchanged; otherwise without it, the lines from the
    /// begin marker's through the end marker's taken out (users' pages carry no
    /// `window.sheetlab`). Nil when the engine lacks a marker, holds one twice, or the end
    /// before the begin: a page must never carry the hook by mistake.
    package static func htmlEngine(_ engine: String, testHook: Bool) -> String? {
        let text = Array(engine.utf8)
        let begin = occurrences(of: Array(testHookMarkers.begin.utf8), in: text)
        let end = occurrences(of: Array(testHookMarkers.end.utf8), in: text)
        guard begin.count == 1, end.count == 1, begin[0] < end[0] else { return nil }
        if testHook { return engine }
        let newline = UInt8(ascii: "\n")
        // From the start of the begin marker's line to the end of the end marker's (its
        // newline too).
        let from = text[..<begin[0]].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let to = text[end[0]...].firstIndex(of: newline).map { $0 + 1 } ?? text.count
        return String(decoding: text[..<from] + text[to...], as: UTF8.self)
    }

    /// The page: the template with its slots filled. Nil when the template lacks a slot or
    /// the engine holds text that would end its script early.
    package static func html(
        _ constants: SheetConstants, body: String? = nil, assets: HTMLAssets
    ) -> String? {
        let template = Array(assets.template.utf8)
        // Each slot's place in the template, found once: what is filled in (a user's text,
        // the engine) is never searched for slots.
        var places: [(at: Int, slot: String)] = []
        for slot in htmlSlots {
            let found = occurrences(of: Array(slot.utf8), in: template)
            guard found.count == 1 else { return nil }
            places.append((found[0], slot))
        }
        if !occurrences(of: Array("</script".utf8), in: Array(assets.engine.lowercased().utf8))
            .isEmpty
        {
            return nil
        }
        let title = "SheetLab · \(label(constants))"
        let filling: [String: String] = [
            "{{TITLE}}": htmlEscaped(title), "{{COLOURS}}": colours(constants, assets),
            "{{CONFIG}}": scriptSafe(htmlConfig(constants, body: body, assets: assets).text),
            "{{ENGINE}}": assets.engine, "{{FONT_REGULAR}}": assets.regularFont,
            "{{FONT_BOLD}}": assets.boldFont,
        ]
        var page: [UInt8] = []
        var from = 0
        for (at, slot) in places.sorted(by: { $0.at < $1.at }) {
            page += template[from..<at]
            page += Array(filling[slot, default: ""].utf8)
            from = at + slot.utf8.count
        }
        page += template[from...]
        return String(decoding: page, as: UTF8.self)
    }

    /// Where `needle` starts in `haystack`, each time.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0],
                haystack[index..<index + needle.count].elementsEqual(needle)
            {
                found.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// The corner label: the preset (and the look and appearance when not the preset's own).
    static func label(_ constants: SheetConstants) -> String {
        var parts = [constants.preset.rawValue]
        if constants.look.isSystem, constants.preset != .uikit {
            parts.append("ios look")
        }
        if constants.appearance == .dark { parts.append("dark") }
        return parts.joined(separator: " · ")
    }

    /// A detent as the page's engine lays it out on the phone's own screen: its name, its
    /// kind (`points`, `fraction`, `max`, `fit`) and its value (0 for the last two).
    static func htmlDetent(_ spec: DetentSpec) -> JSONOutput {
        let (kind, value): (String, Double) =
            switch spec.value {
            case .points(let points): ("points", points)
            case .fraction(let share): ("fraction", share)
            case .max: ("max", 0)
            case .fit: ("fit", 0)
            }
        return .object([
            ("name", .string(spec.name)), ("kind", .string(kind)), ("value", .exact(value)),
        ])
    }

    /// The page's constants: `sheetlab` (the JSON export's object, which `--config` reads
    /// back), `engine` (what sheet-engine.js reads, resolved: the policy, the animation, the
    /// over-drag, the detents as specs it lays out on the phone's own screen), `page` (the
    /// texts and images) and `label`.
    static func htmlConfig(_ c: SheetConstants, body: String?, assets: HTMLAssets) -> JSONOutput {
        let detents = c.sheetDetents.map(htmlDetent)
        let undimmed = c.sheetDetents.firstIndex {
            $0.name == c.undimmedDetent.rawValue
        }
        let curve = c.curve
        func spring(_ damping: Double) -> JSONOutput {
            .object([
                ("response", .exact(c.springResponse)), ("damping", .exact(damping)),
            ])
        }
        let palette = c.appearance.palette
        let grabber = c.grabber
        let engine: [(String, JSONOutput)] = [
            (
                "window",
                .object([
                    ("width", .exact(c.window.width)),
                    ("height", .exact(c.window.height)),
                ])
            ),
            ("detents", .array(detents)),
            // Above the phone's own safe areas (env(safe-area-inset-*)), as on a device.
            ("topInset", .exact(c.topInset)),
            // The look's gap below a notched phone's safe area at large (iOS 26: none).
            ("largeDetentGap", .exact(c.look.floats ? 0 : SystemSheetLook.largeDetentGap)),
            ("dismissLine", .exact(c.dismissLine)),
            ("start", .string(c.start)),
            ("policy", .string(c.policy.rawValue)),
            ("deceleration", .exact(c.deceleration)),
            ("fullscreenVelocity", .exact(c.fullscreenVelocity)),
            ("fullscreenFraction", .exact(c.fullscreenFraction)),
            ("dismissProgress", .exact(c.dismissProgress)),
            ("projectionTime", .exact(c.projectionTime)),
            ("curve", .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONOutput.exact))),
            (
                "spring",
                c.animation == .spring ? spring(c.springDamping) : .null
            ),
            (
                "flickSpring",
                c.animation == .spring && c.flickDamping > 0
                    ? spring(c.flickDamping) : .null
            ),
            ("springRest", .exact(c.springRest)),
            ("carryVelocity", .bool(c.carryVelocity)),
            ("overdrag", .string(c.overdrag.rawValue)),
            ("rubberConstant", .exact(c.rubberConstant)),
            ("overdragFactor", .exact(c.overdragFactor)),
            ("velocityWindow", .exact(c.velocityWindow)),
            ("tapSlop", .exact(c.tapSlop)),
            ("presentDuration", .exact(c.presentDuration)),
            ("snapDuration", .exact(c.snapDuration)),
            ("dimDuration", .exact(c.dimDuration)),
            ("dimAlpha", .exact(c.dimAlpha)),
            ("undimmedIndex", undimmed.map(JSONOutput.integer) ?? .null),
            ("cardScale", .exact(c.cardScale)),
            ("cornerRadius", .exact(c.cornerRadius)),
            ("pageCardRadius", .exact(c.look.corners.pageCard)),
            ("recededPage", .bool(palette.recededPage != nil)),
            ("look", .string(c.look.rawValue)),
            ("grabberTap", .string(c.grabberTap.rawValue)),
            ("grabberVisible", .bool(c.grabberVisibility == .visible)),
            ("dismissCue", .bool(c.dismissCue.isOn)),
            ("dismissible", .bool(c.dismissible.isOn)),
            // `--look ios26`: the glass's blur and the tuned device's display corners.
            ("glassBlur", .exact(c.glassBlur)),
            ("displayCorner", .exact(c.device.figures?.cornerRadius ?? 0)),
            // Tuned on an Apple phone or tablet: in a regular width the page shows UIKit's
            // form sheet, as the app does on an iPad (FormSheet).
            ("appleDevice", .bool(c.device.figures?.platform == .ios)),
            // A form sheet's corners: the look's own, or `--corner-radius` where tuned.
            (
                "formCornerRadius",
                .exact(
                    FormSheet(
                        look: c.look, screen: c.window, window: c.window, radius: c.cornerRadius
                    )
                    .cornerRadius)
            ),
            // In a compact height (a phone on its side): attached to the bottom edge.
            ("edgeAttached", .bool(c.edgeAttached.isOn)),
            ("style", styleConfig(c)),
            (
                "grabber",
                .object([
                    ("width", .exact(grabber.size.width)),
                    ("height", .exact(grabber.size.height)), ("top", .exact(grabber.top)),
                ])
            ),
        ]
        let page: [(String, JSONOutput)] = [
            ("title", .string(Content.title)), ("poem", .string(Content.poem)),
            ("button", .string(Content.button)), ("heading", .string(Content.sheetHeading)),
            ("body", .string(body ?? Content.poem)),
            ("image", assets.pageImage.map(JSONOutput.string) ?? .null),
            ("sheetImage", assets.sheetImage.map(JSONOutput.string) ?? .null),
        ]
        return .object([
            ("label", .string(label(c))),
            ("sheetlab", object(c, layout: .compact)),
            ("engine", .object(engine)),
            ("page", .object(page)),
        ])
    }

    /// What the engine reads of a style other than the draggable sheet, from the style itself
    /// (its layout, behaviour and timing), or null for `--style sheet`: its detents and the gap
    /// above max, the dim and the page card, its durations and easing, what a press on the
    /// overlay does, whether it drags, and the name its rules go by (`explain`'s).
    static func styleConfig(_ c: SheetConstants) -> JSONOutput {
        guard c.style != .sheet else { return .null }
        let style = c.style.behavior(c)
        guard let layout = style.layout as? DetentListLayout else { return .null }
        let behavior = style.behavior
        let timing = behavior.timing
        let easing: JSONOutput =
            switch timing.easing {
            case .curve(let curve):
                .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONOutput.exact))
            case .criticallyDamped: .string("criticallyDamped")
            }
        let dim: String =
            switch layout.dim {
            case .constant: "constant"
            default: "follows"
            }
        let card: JSONOutput =
            switch layout.page {
            case .card(let scale, let radius):
                .object([("scale", .exact(scale)), ("cornerRadius", .exact(radius))])
            case .flat: .null
            }
        let detents = layout.specs.map(htmlDetent)
        let window = c.window
        return .object([
            ("kind", .string(c.style.rawValue)), ("rules", .string(behavior.rulesName)),
            ("detents", .array(detents)), ("topInset", .exact(layout.topInset)),
            ("dimAlpha", .exact(layout.dimAlpha)), ("dim", .string(dim)), ("card", card),
            (
                "timing",
                .object([
                    ("present", .exact(timing.present)), ("dismiss", .exact(timing.dismiss)),
                    ("snap", .exact(timing.snap)), ("dimIn", .exact(timing.dimIn)),
                    ("dimOut", .exact(timing.dimOut)), ("easing", easing),
                    ("scalesWithDistance", .bool(timing.scalesWithDistance)),
                ])
            ),
            ("alwaysPresented", .bool(behavior.isAlwaysPresented)),
            ("overlayTapDismisses", .bool(behavior.overlayTapDismisses)),
            ("overlayDrags", .bool(behavior.overlayDrags)),
            (
                "draggable",
                .bool(
                    behavior.dragRange(detents: style.detents(window: window), window: window)
                        != nil)
            ),
            ("dismissProgress", .exact(c.dismissProgress)),
            ("panelHeight", .exact(c.panelHeight)),
            ("peekHeight", .exact(c.peekHeight)),
            ("cardTop", .exact(c.cardTop)),
            ("cornerRadius", .exact(c.cornerRadius)),
            ("pageBottomInset", .exact(style.appearance.pageBottomInset)),
            ("controls", .array(style.appearance.initialControls.map(JSONOutput.integer))),
        ])
    }

    /// The CSS custom properties the template's style sheet reads: the palette of
    /// `--appearance`, the look's grabber and corners, the fonts' line skips.
    static func colours(_ c: SheetConstants, _ assets: HTMLAssets) -> String {
        let palette = c.appearance.palette
        let grabber = c.grabber
        var properties = [
            ("page", css(palette.page)), ("page-text", css(palette.pageText)),
            ("sheet", css(palette.sheet)), ("heading", css(palette.heading)),
            ("body", css(palette.body)), ("grabber", css(palette.grabber(c.look))),
            ("receded", palette.recededPage.map(css) ?? "transparent"),
            ("corner", "\(Format.exact(c.cornerRadius))px"),
            ("grabber-width", "\(Format.exact(grabber.size.width))px"),
            ("grabber-height", "\(Format.exact(grabber.size.height))px"),
            ("grabber-top", "\(Format.exact(grabber.top))px"),
            ("button-fill", css(palette.buttonFill)),
        ]
        for (name, height) in assets.lineHeights {
            properties.append(("lh-\(name)", "\(Format.exact(height))px"))
        }
        return ":root { " + properties.map { "--\($0.0): \($0.1);" }.joined(separator: " ") + " }"
    }

    /// A colour as CSS writes it: `#RRGGBB`, or `rgba(…)` when not opaque.
    static func css(_ color: Color) -> String {
        if color.alpha == 255 {
            let hex = [color.red, color.green, color.blue].map { byte -> String in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex.joined()
        }
        return "rgba(\(color.red), \(color.green), \(color.blue), "
            + "\(Format.number(Double(color.alpha) / 255, decimals: 4)))"
    }

    /// JSON made safe inside a `<script>` element: no `</` (which could close it) and no
    /// `<!--`; `\/` and `\u003c` read back as the same JSON.
    static func scriptSafe(_ json: String) -> String {
        json.replacingAll("<", with: "\\u003c")
    }

    /// Text for an HTML element's content.
    static func htmlEscaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
            .replacingAll(">", with: "&gt;")
    }

    /// `bytes` as base64 (RFC 4648, padded): the fonts and images the page embeds.
    package static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let count = (bytes.count + 2) / 3 * 4
        return String(unsafeUninitializedCapacity: count) { out in
            bytes.withUnsafeBufferPointer { input in
                var write = 0
                var index = 0
                func put(_ n: UInt32, _ digits: Int) {
                    for shift in stride(from: 18, to: 18 - 6 * digits, by: -6) {
                        out[write] = alphabet[Int(n >> UInt32(shift) & 63)]
                        write += 1
                    }
                }
                while index + 2 < input.count {
                    put(
                        UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
                            | UInt32(input[index + 2]), 4)
                    index += 3
                }
                let rest = input.count - index
                if rest > 0 {
                    let second = rest == 2 ? UInt32(input[index + 1]) << 8 : 0
                    put(UInt32(input[index]) << 16 | second, rest + 1)
                    for _ in rest..<3 {
                        out[write] = UInt8(ascii: "=")
                        write += 1
                    }
                }
                return write
            }
        }
    }
}

extension String {
    /// The string with every `target` (one ASCII character) replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
