@testable import SheetCore

/// How the two JavaScript sheet libraries lay out and behave, written from their source
/// (files and lines in docs/export.md), reading their numbers out of an export.
enum WebSheetModel {
    /// The snap points of a `[ ... ]` list: numbers, `'Npx'` or `'N%'` strings.
    static func entries(_ list: String) -> [String] {
        list.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["'"])
        }.filter { !$0.isEmpty }
    }

    /// The props of the first `<tag ...>` element in `text`, as JSX reads them: `name` alone
    /// is `true`, `name={…}` its braces' content (nested braces kept), `name="…"` or
    /// `name='…'` its string; a spread (`{...props}`) is skipped. Nil without the element.
    static func props(_ tag: String, in text: String) -> [String: String]? {
        // The element, not a type argument (`RefObject<BottomSheet>`) nor a longer name.
        guard
            let start = text.firstMatch(
                of: try! Regex("<" + tag.replacingOccurrences(of: ".", with: "\\.") + "\\s"))
        else { return nil }
        var props: [String: String] = [:]
        var index = text.index(before: start.range.upperBound)
        func skipSpace() {
            while index < text.endIndex, text[index].isWhitespace {
                index = text.index(after: index)
            }
        }
        while true {
            skipSpace()
            guard index < text.endIndex else { return props }
            let character = text[index]
            if character == ">" || character == "/" { return props }
            if character == "{" {
                // A spread: skip to its closing brace.
                _ = braced(text, &index)
                continue
            }
            var name = ""
            while index < text.endIndex,
                text[index].isLetter || text[index].isNumber
                    || text[index] == "-" || text[index] == "_"
            {
                name.append(text[index])
                index = text.index(after: index)
            }
            guard !name.isEmpty else { return props }
            skipSpace()
            guard index < text.endIndex, text[index] == "=" else {
                props[name] = "true"
                continue
            }
            index = text.index(after: index)
            skipSpace()
            guard index < text.endIndex else { return props }
            if text[index] == "{" {
                props[name] = braced(text, &index)
            } else if text[index] == "\"" || text[index] == "'" {
                let quote = text[index]
                index = text.index(after: index)
                var value = ""
                while index < text.endIndex, text[index] != quote {
                    value.append(text[index])
                    index = text.index(after: index)
                }
                if index < text.endIndex { index = text.index(after: index) }
                props[name] = value
            }
        }
    }

    /// The content of the braces opening at `index`, which moves past their close.
    static func braced(_ text: String, _ index: inout String.Index) -> String {
        var depth = 0
        var value = ""
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "{" {
                depth += 1
                if depth == 1 { continue }
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return value.trimmingCharacters(in: .whitespaces) }
            }
            value.append(character)
        }
        return value
    }

    /// A boolean prop as the library reads it: its default when absent.
    static func flag(_ props: [String: String], _ name: String, default value: Bool) -> Bool {
        guard let text = props[name] else { return value }
        return text == "true"
    }

    /// JavaScript's `parseInt` of a `'Npx'` string: the leading whole number.
    static func parseInt(_ text: String) -> Double? {
        Double(String(text.prefix { $0.isNumber }))
    }

    /// vaul 1.1.2 (`src/index.tsx`, `src/use-snap-points.ts`): a number snap point is that
    /// share of `window.innerHeight`, a string is `parseInt` pixels; `Drawer.Content` sits at
    /// the bottom and is moved down by `innerHeight − snapHeight`, so the sheet shows
    /// `snap − (innerHeight − contentHeight)`. Without snap points it rests at the content's
    /// height, and a drawer that is neither dismissible nor snapping cannot be dragged
    /// (`onPress`). `dismissible={false}` stops a drag, a tap outside and Esc; a Content's
    /// `onPointerDownOutside` that prevents the default stops the tap alone. `modal={false}`
    /// renders no overlay (the page is usable); with it the overlay covers the page at every
    /// snap point, faded or not. `open` starts as its state starts.
    static func vaul(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        let inner = screen.height
        guard let heightText = firstCapture(#"bottom: 0, height: '([^']+)'"#, in: text)?[0] else {
            throw ModelFailure("vaul: Drawer.Content has no height")
        }
        let content: Double
        if heightText == "100%" {
            content = inner
        } else if heightText.hasSuffix("px"), let pixels = parseInt(heightText) {
            content = pixels
        } else {
            throw ModelFailure("vaul: cannot read the content height '\(heightText)'")
        }
        var rests: [Double] = []
        var opening = content
        if let list = firstCapture(
            #"const snapPoints: \(number \| string\)\[\] = \[(.*)\];"#, in: text)?[0]
        {
            let snaps = try entries(list).map { entry -> Double in
                // A template string `${height - 64}px`: the viewport's height less the inset.
                if entry.hasPrefix("`${"), entry.hasSuffix("}px`") {
                    let expression = String(entry.dropFirst(3).dropLast(4))
                    return try ExportExpression.value(expression, ["height": inner])
                        .rounded(.towardZero)
                }
                if entry.hasSuffix("px"), let pixels = parseInt(entry) { return pixels }
                return try ExportExpression.value(entry, [:]) * inner
            }
            rests = snaps.map { $0 - (inner - content) }
            guard
                let index = firstCapture(#"const \[snap, setSnap\] = useState\((\d+)\)"#, in: text)
                    .flatMap({ Int($0[0]) }),
                rests.indices.contains(index), text.contains("activeSnapPoint={snapPoints[snap]}")
            else { throw ModelFailure("vaul: no active snap point") }
            opening = rests[index]
        } else {
            rests = [content]
        }
        guard
            let open = firstCapture(
                #"const \[open, setOpen\] = useState\((true|false)\)"#, in: text)?[0]
        else { throw ModelFailure("vaul: the drawer's open state is not controlled") }
        guard let root = props("Drawer.Root", in: text) else {
            throw ModelFailure("vaul: no <Drawer.Root>")
        }
        // vaul's own defaults (index.tsx, `Root`'s parameters): dismissible and modal true,
        // handleOnly and snapToSequentialPoint false.
        let dismissible = flag(root, "dismissible", default: true)
        let snapping = rests.count > 1 || root["snapPoints"] != nil
        let handleOnly = flag(root, "handleOnly", default: false)
        let modal = flag(root, "modal", default: true)
        let outsideKept = text.contains("onPointerDownOutside={(event) => event.preventDefault()}")
        let overlayCloses = text.contains("<Drawer.Overlay onClick={() => setOpen(false)}")
        let draggable =
            (dismissible || snapping) && !(handleOnly && !text.contains("<Drawer.Handle"))
        // use-snap-points.ts onRelease: the snap points' heights, `dismissible`, and
        // `snapToSequentialPoint` (a bare prop is true).
        var release = PlatformRelease.Vaul(rests: rests.sorted(), window: inner)
        release.dismissible = dismissible
        release.snapToSequentialPoint = flag(root, "snapToSequentialPoint", default: false)
        return SheetFacts(
            rests: rests.sorted(), opening: opening, startsOpen: open == "true",
            draggable: draggable, dragDismisses: dismissible,
            tapDismisses: modal && ((dismissible && !outsideKept) || overlayCloses),
            pageUsableUpTo: modal ? nil : rests.max(), closesAtLowest: false,
            release: draggable ? .vaul(release) : .still(rests.sorted()))
    }

    /// @gorhom/bottom-sheet 5.2 (`normalizeSnapPoint.ts`, `useAnimatedDetents.ts`,
    /// `BottomSheetBackdrop.tsx`): a number is a height in pixels, a percentage a share of the
    /// container's height (here the window); dynamic sizing adds the content's height, handle
    /// included, and sorts; `index` -1 starts closed. `enablePanDownToClose` (default false)
    /// lets a drag close it; with both panning gestures off nothing drags it. The backdrop
    /// lets touches through at or below `disappearsOnIndex` and closes the sheet on a press
    /// (`pressBehavior` 'close') above it.
    static func gorhom(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        guard let sheet = props("BottomSheet", in: text) ?? props("BottomSheetModal", in: text)
        else { throw ModelFailure("gorhom: no <BottomSheet>") }
        guard
            let list = firstCapture(#"useMemo\(\(\) => \[(.*)\], \[(?:height)?\]\)"#, in: text)?[0]
        else { throw ModelFailure("gorhom: no snap points") }
        // `height` is `useWindowDimensions().height`, the window's.
        var names: [String: Double] = [:]
        if text.contains("const { height } = useWindowDimensions();") {
            names["height"] = screen.height
        }
        var rests = try entries(list).map { entry -> Double in
            if entry.hasSuffix("%") {
                return try ExportExpression.value(String(entry.dropLast()), [:]) * screen.height
                    / 100
            }
            return try ExportExpression.value(entry, names)
        }
        // v5 sizes to the content unless told not to (DEFAULT_DYNAMIC_SIZING true).
        if flag(sheet, "enableDynamicSizing", default: true) {
            rests.append(min(screen.contentHeight, screen.height))
        }
        rests.sort()
        func integer(_ pattern: String) throws -> Int {
            guard let value = firstCapture(pattern, in: text).flatMap({ Int($0[0]) }) else {
                throw ModelFailure("gorhom: no \(pattern)")
            }
            return value
        }
        guard let index = sheet["index"].flatMap({ Int($0) }) else {
            throw ModelFailure("gorhom: no index")
        }
        let present = try integer(#"export const presentIndex = (\d+);"#)
        let clearUpTo = try integer(#"disappearsOnIndex=\{(-?\d+)\}"#)
        guard rests.indices.contains(index < 0 ? present : index), clearUpTo < rests.count else {
            throw ModelFailure("gorhom: an index outside the snap points")
        }
        // gorhom's defaults (`constants.ts` DEFAULT_*): both panning gestures on, closing by a
        // drag off for BottomSheet.
        let draggable =
            flag(sheet, "enableContentPanningGesture", default: true)
            || flag(sheet, "enableHandlePanningGesture", default: true)
        let closes = flag(sheet, "enablePanDownToClose", default: false)
        return SheetFacts(
            rests: rests, opening: rests[index < 0 ? present : index], startsOpen: index >= 0,
            draggable: draggable, dragDismisses: closes,
            // The backdrop catches a press only above `disappearsOnIndex`.
            tapDismisses: !text.contains("pressBehavior=\"none\"") && clearUpTo < rests.count - 1,
            pageUsableUpTo: clearUpTo >= 0 ? rests[clearUpTo] : nil, closesAtLowest: false,
            release: draggable
                ? .gorhom(PlatformRelease.Gorhom(rests: rests, closes: closes)) : .still(rests)
        )
    }
}
