/// What one inotify event on the config file's directory says about the file. The watch is on
/// the directory, not the file, so that every way an editor saves is seen: in place (truncate
/// and write: a modification, then the close), by renaming a new file over it (vim, VS Code,
/// `mv tmp file`), or by deleting it and creating it again.
package enum ConfigFileChange: Equatable, Sendable {
    /// Opened and written (IN_MODIFY): a write is under way, the file may be half-written.
    case modified
    /// Made anew (IN_CREATE): empty until written, and written until closed.
    case created
    /// A writer closed it (IN_CLOSE_WRITE): the write is whole.
    case closed
    /// Another file was renamed over it (IN_MOVED_TO): whole, at once.
    case replaced
    /// Deleted or renamed away (IN_DELETE, IN_MOVED_FROM): perhaps for good, perhaps to be
    /// made again (a delete and create, a backup rename) a moment later.
    case removed
    /// The kernel's queue overflowed (IN_Q_OVERFLOW): events were lost; read again.
    case overflow
    /// The directory itself went away (IN_DELETE_SELF, IN_MOVE_SELF, IN_IGNORED): nothing more
    /// will be seen.
    case unwatched

    /// inotify's event bits, as the Linux ABI fixes them (`<sys/inotify.h>`).
    package enum Mask {
        /// IN_MODIFY.
        package static let modify: UInt32 = 0x2
        /// IN_CLOSE_WRITE.
        package static let closeWrite: UInt32 = 0x8
        /// IN_MOVED_FROM.
        package static let movedFrom: UInt32 = 0x40
        /// IN_MOVED_TO.
        package static let movedTo: UInt32 = 0x80
        /// IN_CREATE.
        package static let create: UInt32 = 0x100
        /// IN_DELETE.
        package static let delete: UInt32 = 0x200
        /// IN_DELETE_SELF.
        package static let deleteSelf: UInt32 = 0x400
        /// IN_MOVE_SELF.
        package static let moveSelf: UInt32 = 0x800
        /// IN_Q_OVERFLOW.
        package static let overflow: UInt32 = 0x4000
        /// IN_IGNORED.
        package static let ignored: UInt32 = 0x8000
        /// IN_ISDIR.
        package static let isDirectory: UInt32 = 0x4000_0000
        /// What the directory is watched for.
        package static let watched =
            modify | closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf
    }

    /// What an event with `mask` on the entry `name` of the watched directory says about the
    /// file called `file` in it; nil when it is about another entry, or says nothing that
    /// counts (a file opened, read or touched).
    package init?(mask: UInt32, name: String, file: String) {
        if mask & Mask.overflow != 0 {
            self = .overflow
            return
        }
        if mask & (Mask.deleteSelf | Mask.moveSelf | Mask.ignored) != 0 {
            self = .unwatched
            return
        }
        guard name == file, mask & Mask.isDirectory == 0 else { return nil }
        // One event carries one bit, but the order is the one a write makes them in.
        if mask & Mask.movedTo != 0 {
            self = .replaced
        } else if mask & Mask.closeWrite != 0 {
            self = .closed
        } else if mask & (Mask.delete | Mask.movedFrom) != 0 {
            self = .removed
        } else if mask & Mask.create != 0 {
            self = .created
        } else if mask & Mask.modify != 0 {
            self = .modified
        } else {
            return nil
        }
    }
}
