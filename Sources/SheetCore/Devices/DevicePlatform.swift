/// Whose system a device runs: what its status bar and bottom bar look like.
package enum DevicePlatform: String, Sendable {
    /// iOS and iPadOS: the time on the left, a home indicator.
    case ios
    /// Android: the time on the left, a gesture navigation handle.
    case android
}
