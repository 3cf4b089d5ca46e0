// java.lang.module.ModuleFinder: finds modules by name.
package java.lang.module;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Finds modules (JDK 17's interface). {@link #ofSystem()} finds the installed JDK's system
 * modules (recorded at build time); {@link #of(Path...)} finds nothing in jvmlab, which reads no
 * modular JAR files or exploded modules (with no entries, as in the JDK, it is the empty finder).
 */
public interface ModuleFinder {
    Optional<ModuleReference> find(String name);

    Set<ModuleReference> findAll();

    /** The system modules: every module of the JDK image this jvmlab was built with. */
    static ModuleFinder ofSystem() {
        return SystemModuleGraph.systemFinder();
    }

    /** A finder over module path entries; jvmlab reads none of them. */
    static ModuleFinder of(Path... entries) {
        for (Path p : entries) {
            Objects.requireNonNull(p);
        }
        return new ModuleFinder() {
            public Optional<ModuleReference> find(String name) {
                Objects.requireNonNull(name);
                return Optional.empty();
            }

            public Set<ModuleReference> findAll() {
                return Collections.emptySet();
            }
        };
    }

    /** The finders in order: the first that finds a name wins. */
    static ModuleFinder compose(ModuleFinder... finders) {
        final List<ModuleFinder> list = new ArrayList<>(Arrays.asList(finders));
        for (ModuleFinder f : list) {
            Objects.requireNonNull(f);
        }
        return new ModuleFinder() {
            private final Map<String, ModuleReference> nameToModule = new HashMap<>();
            private Set<ModuleReference> all;

            public synchronized Optional<ModuleReference> find(String name) {
                ModuleReference m = nameToModule.get(Objects.requireNonNull(name));
                if (m != null) {
                    return Optional.of(m);
                }
                for (ModuleFinder f : list) {
                    Optional<ModuleReference> om = f.find(name);
                    if (om.isPresent()) {
                        nameToModule.put(name, om.get());
                        return om;
                    }
                }
                return Optional.empty();
            }

            public synchronized Set<ModuleReference> findAll() {
                if (all == null) {
                    Set<ModuleReference> result = new HashSet<>();
                    Set<String> names = new HashSet<>();
                    for (ModuleFinder f : list) {
                        for (ModuleReference r : f.findAll()) {
                            if (names.add(r.descriptor().name())) {
                                result.add(find(r.descriptor().name()).get());
                            }
                        }
                    }
                    all = Collections.unmodifiableSet(result);
                }
                return all;
            }
        };
    }
}
