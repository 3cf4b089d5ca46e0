// java.lang.module.Configuration: a resolved readability graph of modules.
package java.lang.module;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The result of resolution (java.lang.module's package documentation): modules, each with the
 * modules it reads, over parent configurations. The boot layer's is the installed JDK's, as
 * recorded at build time; {@link #resolve} runs JDK 17's resolver (roots looked up in the
 * `before` finder, then the parents, then the `after` finder; `requires static` skipped; reads
 * through `requires transitive`), with FindException texts as JDK 17. `resolveAndBind` does not
 * add service providers (jvmlab loads no modules beyond the system ones). Immutable.
 */
public final class Configuration {
    static {
        jvmlab.internal.module.ModuleAccess.register(new SystemModuleGraph.Access());
    }

    private static final Configuration EMPTY = new Configuration();

    private final List<Configuration> parents;
    private final Map<String, ResolvedModule> nameToModule;
    private final Map<ResolvedModule, Set<ResolvedModule>> graph;
    private final Set<ResolvedModule> modules;

    private Configuration() {
        this.parents = Collections.emptyList();
        this.nameToModule = Collections.emptyMap();
        this.graph = Collections.emptyMap();
        this.modules = Collections.emptySet();
    }

    /**
     * A configuration of `refs` (by name) over `parents`; `readsByName` names, for each module,
     * the modules it reads (found here or in the parents).
     */
    Configuration(List<Configuration> parents, Collection<ModuleReference> refs,
                  Map<String, ? extends Collection<String>> readsByName) {
        this.parents = Collections.unmodifiableList(new ArrayList<Configuration>(parents));
        Map<String, ResolvedModule> byName = new LinkedHashMap<>();
        for (ModuleReference r : refs) {
            byName.put(r.descriptor().name(), new ResolvedModule(this, r));
        }
        this.nameToModule = Collections.unmodifiableMap(byName);
        Map<ResolvedModule, Set<ResolvedModule>> g = new HashMap<>();
        for (ResolvedModule rm : byName.values()) {
            Set<ResolvedModule> reads = new HashSet<>();
            Collection<String> names = readsByName.get(rm.name());
            if (names != null) {
                for (String n : names) {
                    Optional<ResolvedModule> target = findModule(n);
                    if (target.isPresent()) {
                        reads.add(target.get());
                    }
                }
            }
            g.put(rm, Collections.unmodifiableSet(reads));
        }
        this.graph = g;
        this.modules = Collections.unmodifiableSet(new HashSet<ResolvedModule>(byName.values()));
    }

    public static Configuration empty() {
        return EMPTY;
    }

    /** The parents, in search order (the boot layer's: the empty configuration). */
    public List<Configuration> parents() {
        return parents;
    }

    public Set<ResolvedModule> modules() {
        return modules;
    }

    /** The module `name` in this configuration, else the first parent (depth first) that has it. */
    public Optional<ResolvedModule> findModule(String name) {
        Objects.requireNonNull(name);
        ResolvedModule m = nameToModule.get(name);
        if (m != null) {
            return Optional.of(m);
        }
        if (!parents.isEmpty()) {
            for (Configuration p : parents) {
                Optional<ResolvedModule> om = p.findModule(name);
                if (om.isPresent()) {
                    return om;
                }
            }
        }
        return Optional.empty();
    }

    Set<ResolvedModule> reads(ResolvedModule m) {
        Set<ResolvedModule> r = graph.get(m);
        return r == null ? Collections.<ResolvedModule>emptySet() : r;
    }

    public Configuration resolve(ModuleFinder before, ModuleFinder after, Collection<String> roots) {
        List<Configuration> ps = new ArrayList<>();
        ps.add(this);
        return resolve(before, ps, after, roots);
    }

    public Configuration resolveAndBind(ModuleFinder before, ModuleFinder after, Collection<String> roots) {
        return resolve(before, after, roots);
    }

    public static Configuration resolveAndBind(ModuleFinder before, List<Configuration> parents,
                                               ModuleFinder after, Collection<String> roots) {
        return resolve(before, parents, after, roots);
    }

    public static Configuration resolve(ModuleFinder before, List<Configuration> parents,
                                        ModuleFinder after, Collection<String> roots) {
        Objects.requireNonNull(before);
        Objects.requireNonNull(after);
        Objects.requireNonNull(roots);
        List<Configuration> parentList = new ArrayList<>(parents);
        if (parentList.isEmpty()) {
            throw new IllegalArgumentException("'parents' is empty");
        }
        Map<String, ModuleReference> found = new LinkedHashMap<>();
        Deque<ModuleDescriptor> q = new ArrayDeque<>();
        for (String root : roots) {
            ModuleReference mref = before.find(root).orElse(null);
            if (mref == null) {
                if (findInParents(parentList, root) != null) {
                    continue;
                }
                mref = after.find(root).orElse(null);
                if (mref == null) {
                    throw new FindException("Module " + root + " not found");
                }
            }
            found.put(root, mref);
            q.push(mref.descriptor());
        }
        while (!q.isEmpty()) {
            ModuleDescriptor d = q.poll();
            for (ModuleDescriptor.Requires r : d.requires()) {
                if (r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC)) {
                    continue;
                }
                String dn = r.name();
                ModuleReference mref = before.find(dn).orElse(null);
                if (mref == null) {
                    if (findInParents(parentList, dn) != null) {
                        continue;
                    }
                    mref = after.find(dn).orElse(null);
                    if (mref == null) {
                        throw new FindException("Module " + dn + " not found, required by " + d.name());
                    }
                }
                if (!found.containsKey(dn)) {
                    found.put(dn, mref);
                    q.offer(mref.descriptor());
                }
            }
        }
        checkCycles(found);
        // readability: each dependence, and what it requires transitively
        Map<String, Set<String>> reads = new HashMap<>();
        for (ModuleReference r : found.values()) {
            Set<String> rs = new HashSet<>();
            for (ModuleDescriptor.Requires q2 : r.descriptor().requires()) {
                ModuleDescriptor target = descriptorOf(found, parentList, q2.name());
                if (target != null) {
                    rs.add(q2.name());
                    addTransitive(found, parentList, target, rs);
                }
            }
            reads.put(r.descriptor().name(), rs);
        }
        return new Configuration(parentList, found.values(), reads);
    }

    private static void checkCycles(Map<String, ModuleReference> found) {
        Set<String> done = new HashSet<>();
        for (String mn : found.keySet()) {
            visit(found, mn, new ArrayList<String>(), done);
        }
    }

    private static void visit(Map<String, ModuleReference> found, String mn, List<String> path, Set<String> done) {
        if (done.contains(mn)) {
            return;
        }
        int at = path.indexOf(mn);
        if (at >= 0) {
            StringBuilder sb = new StringBuilder();
            for (int i = at; i < path.size(); i++) {
                sb.append(path.get(i)).append(" -> ");
            }
            throw new ResolutionException("Cycle detected: " + sb.append(mn));
        }
        path.add(mn);
        for (ModuleDescriptor.Requires r : found.get(mn).descriptor().requires()) {
            if (found.containsKey(r.name())) {
                visit(found, r.name(), path, done);
            }
        }
        path.remove(path.size() - 1);
        done.add(mn);
    }

    private static ModuleDescriptor descriptorOf(Map<String, ModuleReference> found, List<Configuration> parents, String mn) {
        ModuleReference r = found.get(mn);
        if (r != null) {
            return r.descriptor();
        }
        ResolvedModule rm = findInParents(parents, mn);
        return rm == null ? null : rm.descriptor();
    }

    private static void addTransitive(Map<String, ModuleReference> found, List<Configuration> parents,
                                      ModuleDescriptor d, Set<String> into) {
        for (ModuleDescriptor.Requires r : d.requires()) {
            if (r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE)) {
                ModuleDescriptor t = descriptorOf(found, parents, r.name());
                if (t != null && into.add(r.name())) {
                    addTransitive(found, parents, t, into);
                }
            }
        }
    }

    private static ResolvedModule findInParents(List<Configuration> parents, String mn) {
        for (Configuration p : parents) {
            Optional<ResolvedModule> om = p.findModule(mn);
            if (om.isPresent()) {
                return om.get();
            }
        }
        return null;
    }

    /** The module names, comma-separated. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (ResolvedModule m : modules) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(m.name());
        }
        return sb.toString();
    }
}
