/// `--device`: no device (the write-ups' bare window), or one of the listed screens.
package enum DeviceKind: String, CaseIterable, Sendable {
    /// The bare window: no safe area, no chrome, no rounded screen.
    case none
    /// iPhone SE (3rd generation): a home button, a 20 pt status bar.
    case iphoneSE = "iphone-se"
    /// iPhone 16.
    case iphone16 = "iphone-16"
    /// iPhone 16 Pro Max.
    case iphone16ProMax = "iphone-16-pro-max"
    /// iPhone 17.
    case iphone17 = "iphone-17"
    /// iPhone Air.
    case iphoneAir = "iphone-air"
    /// iPhone 17 Pro.
    case iphone17Pro = "iphone-17-pro"
    /// iPhone 17 Pro Max.
    case iphone17ProMax = "iphone-17-pro-max"
    /// iPad mini (A17 Pro).
    case ipadMini = "ipad-mini"
    /// Google Pixel 9.
    case pixel9 = "pixel-9"
    /// Samsung Galaxy S24.
    case galaxyS24 = "galaxy-s24"

    /// The device's figures; nil for `none`. Built once (the frame loop asks for them through
    /// the safe area, and a frame allocates nothing).
    package var figures: DeviceFigures? {
        switch self {
        case .none: return nil
        case .iphoneSE: return DeviceFigures.iphoneSE
        case .iphone16: return DeviceFigures.iphone16
        case .iphone16ProMax: return DeviceFigures.iphone16ProMax
        case .iphone17: return DeviceFigures.iphone17
        case .iphoneAir: return DeviceFigures.iphoneAir
        case .iphone17Pro: return DeviceFigures.iphone17Pro
        case .iphone17ProMax: return DeviceFigures.iphone17ProMax
        case .ipadMini: return DeviceFigures.ipadMini
        case .pixel9: return DeviceFigures.pixel9
        case .galaxyS24: return DeviceFigures.galaxyS24
        }
    }

    /// `--device list`: a line per device with its figures, then where they come from.
    package static var listing: String {
        var lines = [
            "device              size (pt)   density  safe top  safe bottom  corner  screen"
        ]
        for kind in allCases {
            guard let device = kind.figures else { continue }
            let size = "\(Format.number(device.size.width))x\(Format.number(device.size.height))"
            let columns = [
                kind.rawValue.padding(19), size.padding(11),
                Format.number(device.density).padding(8),
                Format.number(device.safeTop).padding(9),
                Format.number(device.safeBottom).padding(12),
                Format.number(device.cornerRadius).padding(7), device.title,
            ]
            lines.append(columns.joined(separator: " "))
        }
        lines.append("Sources (each figure's own in docs/presets.md):")
        for kind in allCases {
            guard let device = kind.figures else { continue }
            lines.append("  \(kind.rawValue): \(device.source)")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (never cut).
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
