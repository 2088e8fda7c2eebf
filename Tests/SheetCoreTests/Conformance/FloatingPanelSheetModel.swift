@testable import SheetCore

/// scenee/FloatingPanel 3.2.2 (7efcc76), read from its source: a `FloatingPanelLayoutAnchor`
/// with `edge: .bottom` and `referenceGuide: .safeArea` rests `absoluteInset` above the safe
/// area's bottom (`LayoutAnchoring.swift` L53–105); a `FloatingPanelIntrinsicLayoutAnchor` at
/// the content's own height above it; states sort by `order` (`LayoutAdapter.sortedAnchorStates`).
/// `backdropAlpha(for:)` dims a state; presented, the panel's view forwards a touch that hits
/// nothing of it to the presenting view (`Transitioning.swift` L64, `PassthroughView.swift`),
/// and a clear backdrop is hit by nothing, so the page is usable below the first dimmed state; the
/// backdrop's tap dismisses only when its recognizer is enabled (`BackdropView.swift` L17: off
/// by default); `isRemovalInteractionEnabled` (default false) lets a fling remove the panel; a
/// disabled `panGestureRecognizer` leaves nothing to drag it.
enum FloatingPanelModel {
    static func sheet(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        // An optional protocol member misspelled compiles (on iOS too) and is never called: each
        // member the file declares must be one of the protocol's (Layout.swift L7–22,
        // Behavior.swift L6–56), besides the layout's own `states`.
        let members: [(String, Set<String>)] = [
            (
                "SheetPanelLayout",
                ["states", "position", "initialState", "anchors", "backdropAlpha"]
            ),
            (
                "SheetPanelBehavior",
                [
                    "springDecelerationRate", "springResponseTime", "momentumProjectionRate",
                    "shouldProjectMomentum", "redirectionalProgress", "allowsRubberBanding",
                    "removalInteractionVelocityThreshold",
                ]
            ),
        ]
        for (type, allowed) in members {
            guard
                let body = firstCapture(
                    #"final class "# + type + #": \w+ \{\n((?:.*\n)*?)\}"#, in: text)?[0]
            else { throw ModelFailure("FloatingPanel: no \(type)") }
            for name in allCaptures(#"(?m)^    (?:let|var|func) (\w+)"#, in: body)
            where !allowed.contains(name) {
                throw ModelFailure("FloatingPanel: \(type).\(name) is no member of its protocol")
            }
        }
        let states = allCaptures(
            #"FloatingPanelState\(rawValue: "[^"]*", order: (\d+)\)"#, in: text
        )
        .compactMap(Int.init)
        guard !states.isEmpty else { throw ModelFailure("FloatingPanel: no states") }
        var anchors: [Int: Double] = [:]
        func guide(_ name: String) -> Double { name == "safeArea" ? screen.safeBottom : 0 }
        for line in text.split(separator: "\n").map(String.init) {
            guard
                let index = firstCapture(#"states\[(\d+)\]: Floating"#, in: line)
                    .flatMap({ Int($0[0]) })
            else { continue }
            let absolute =
                #"FloatingPanelLayoutAnchor\(absoluteInset: ([0-9.]+), edge: \.(bottom|top), "#
                + #"referenceGuide: \.(safeArea|superview)\)"#
            let fractional =
                #"FloatingPanelLayoutAnchor\(fractionalInset: ([0-9.]+), edge: \.bottom, "#
                + #"referenceGuide: \.(safeArea|superview)\)"#
            let intrinsic =
                #"FloatingPanelIntrinsicLayoutAnchor\(absoluteOffset: 0, "#
                + #"referenceGuide: \.(safeArea|superview)\)"#
            if let found = firstCapture(absolute, in: line) {
                let inset = try exportNumber(found[0], "inset")
                // From the bottom edge of the guide, or down from the top of it.
                anchors[index] =
                    found[1] == "bottom"
                    ? inset + guide(found[2])
                    : screen.height - inset - (found[2] == "safeArea" ? screen.safeTop : 0)
            } else if let found = firstCapture(fractional, in: line) {
                let share = try exportNumber(found[0], "share")
                let bottom = guide(found[1])
                anchors[index] =
                    share
                    * (screen.height - bottom
                        - (found[1] == "safeArea"
                            ? screen.safeTop : 0))
                    + bottom
            } else if let found = firstCapture(intrinsic, in: line) {
                anchors[index] = min(screen.contentHeight + guide(found[0]), screen.height)
            } else {
                throw ModelFailure("FloatingPanel: cannot read the anchor '\(line)'")
            }
        }
        guard anchors.count == states.count else {
            throw ModelFailure("FloatingPanel: \(states.count) states, \(anchors.count) anchors")
        }
        // By order, lowest first: the heights they rest at.
        let byOrder = states.indices.sorted { states[$0] < states[$1] }
        let rests = byOrder.map { anchors[$0]! }
        guard
            let initial = firstCapture(
                #"var initialState: FloatingPanelState \{ states\[(\d+)\] \}"#, in: text
            )
            .flatMap({ Int($0[0]) }), anchors[initial] != nil
        else { throw ModelFailure("FloatingPanel: no initial state") }
        // The backdrop: `states.contains(state) ? a : 0` dims every state;
        // `(states.firstIndex(of: state) ?? 0) > k ? a : 0` those above the k-th.
        var clearUpTo = -1
        if let k = firstCapture(#"\(states\.firstIndex\(of: state\) \?\? 0\) > (\d+) \?"#, in: text)
        {
            clearUpTo = Int(k[0])!
        } else if text.contains("-> CGFloat {\n        0\n    }") {
            clearUpTo = states.count - 1  // no dim at any state
        } else if !text.contains("states.contains(state) ?") {
            throw ModelFailure("FloatingPanel: cannot read backdropAlpha(for:)")
        }
        func flag(_ pattern: String) -> Bool? {
            firstCapture(pattern, in: text).map { $0[0] == "true" }
        }
        let removes = flag(#"panel\.isRemovalInteractionEnabled = (true|false)"#) ?? false
        let taps = flag(#"dismissalTapGestureRecognizer\.isEnabled = (true|false)"#) ?? false
        let draggable = flag(#"panel\.panGestureRecognizer\.isEnabled = (true|false)"#) ?? true
        let usable = clearUpTo >= 0 ? anchors[clearUpTo] : nil
        var model = PlatformRelease.FloatingPanel(rests: rests, window: screen.height)
        if let rate = firstCapture(#"let momentumProjectionRate: CGFloat = ([0-9.]+)"#, in: text) {
            model.momentumProjectionRate = try exportNumber(rate[0], "rate")
        }
        model.removes = removes
        model.rubberBands =
            flag(#"func allowsRubberBanding\(for edge: UIRectEdge\) -> Bool \{ (true|false) \}"#)
            ?? false
        return SheetFacts(
            rests: rests, opening: anchors[initial]!, startsOpen: nil, draggable: draggable,
            dragDismisses: draggable && removes,
            tapDismisses: taps && usable != rests.last, pageUsableUpTo: usable,
            closesAtLowest: false,
            release: draggable ? .floatingPanel(model) : .still(rests))
    }
}
