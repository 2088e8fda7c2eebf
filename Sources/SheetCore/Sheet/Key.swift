/// A key SheetLab responds to.
package enum Key: Equatable, Sendable {
    case enter, space, escape, up, down
}
