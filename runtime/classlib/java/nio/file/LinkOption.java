// java.nio.file.LinkOption: whether Files follows symbolic links.
package java.nio.file;

/** NOFOLLOW_LINKS: act on the link itself. */
public enum LinkOption implements OpenOption, CopyOption {
    NOFOLLOW_LINKS;
}
