// java.lang.module.ModuleReference: a module's descriptor and where it is.
package java.lang.module;

import java.io.IOException;
import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * A reference to a module's content: its descriptor and optional location (`jrt:/java.base`
 * for the system modules). Immutable; subclasses implement {@link #open()}.
 */
public abstract class ModuleReference {
    private final ModuleDescriptor descriptor;
    private final URI location;

    protected ModuleReference(ModuleDescriptor descriptor, URI location) {
        this.descriptor = Objects.requireNonNull(descriptor);
        this.location = location;
    }

    public final ModuleDescriptor descriptor() {
        return descriptor;
    }

    public final Optional<URI> location() {
        return Optional.ofNullable(location);
    }

    public abstract ModuleReader open() throws IOException;
}
