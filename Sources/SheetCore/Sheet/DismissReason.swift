/// Why a dismissal started.
package enum DismissReason: String, Equatable, Sendable {
    case drag, tap, key, button, grabber
}
