/// A named height where the sheet can rest. Detents are ordered by height, lowest first.
public struct Detent: Equatable, Hashable, Sendable {
    /// The name used in events ("default", "max", later "half", "full", …).
    public var name: String
    /// Height of the sheet at this detent, in points.
    public var height: Double

    public init(name: String, height: Double) {
        self.name = name
        self.height = height
    }
}

/// The sheet style's detents for one window size, plus the dismiss line below them.
public struct DetentSet: Equatable, Sendable {
    /// Resting detents, lowest first.
    public var resting: [Detent]
    /// Released below this height, the sheet dismisses.
    public var dismissLine: Double

    public var lowest: Detent { resting[0] }
    public var highest: Detent { resting[resting.count - 1] }

    public func named(_ name: String) -> Detent? { resting.first { $0.name == name } }

    /// The detent one step above `name`, or nil at the top.
    public func above(_ name: String) -> Detent? {
        guard let index = resting.firstIndex(where: { $0.name == name }), index + 1 < resting.count else { return nil }
        return resting[index + 1]
    }

    /// The detent one step below `name`, or nil at the bottom (where stepping down dismisses).
    public func below(_ name: String) -> Detent? {
        guard let index = resting.firstIndex(where: { $0.name == name }), index > 0 else { return nil }
        return resting[index - 1]
    }

    /// The default sheet's detents (SPEC §2) for a window `windowHeight` points tall.
    ///
    /// Flags are validated against the starting window; a window later resized too small for
    /// them gets detents clamped into it, so the sheet keeps working.
    public static func sheet(_ configuration: Configuration, windowHeight: Double) -> DetentSet {
        let maxHeight = max(1, configuration.maxHeight(windowHeight: windowHeight))
        let defaultHeight = min(configuration.defaultHeight, maxHeight)
        let dismissLine = min(configuration.dismissHeight, defaultHeight)
        return DetentSet(
            resting: [Detent(name: "default", height: defaultHeight), Detent(name: "max", height: maxHeight)],
            dismissLine: dismissLine)
    }
}

/// Where a released sheet goes.
public enum ReleaseTarget: Equatable, Sendable {
    case dismiss
    case detent(Detent)

    /// The name events use: "dismiss" or the detent's name.
    public var name: String {
        switch self {
        case .dismiss: return "dismiss"
        case .detent(let detent): return detent.name
        }
    }
}
