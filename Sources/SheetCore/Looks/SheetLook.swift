/// `--look`: how the sheet is drawn.
package enum SheetLook: CaseIterable, Sendable, RawRepresentable {
    /// The write-ups' sheet: seed 003's 60×6 grabber, circular corners.
    case seed
    /// UIKit's system sheet as iOS 15–18 draw it: edge to edge at every height, 10 pt
    /// continuous corners, an opaque surface, 10 pt below the safe area at large.
    case ios18
    /// UIKit's system sheet as iOS 26 draws it: partial heights float inset on glass, 38 pt
    /// top corners, bottom corners that follow the display's, opaque and edge to edge at large.
    case ios26

    /// The latest system look: what `--look ios` names.
    package static let latestSystem = SheetLook.ios26

    /// Its name on the command line and in files.
    package var rawValue: String {
        switch self {
        case .seed: return "seed"
        case .ios18: return "ios18"
        case .ios26: return "ios26"
        }
    }

    /// A look by name; `ios` is the latest system look.
    package init?(rawValue: String) {
        switch rawValue {
        case "seed": self = .seed
        case "ios18": self = .ios18
        case "ios26", "ios": self = .ios26
        default: return nil
        }
    }

    /// Whether it is UIKit's system sheet (either version): its figures come with it.
    package var isSystem: Bool { self != .seed }

    /// Whether partial heights float inset on glass (iOS 26).
    package var floats: Bool { self == .ios26 }
}
