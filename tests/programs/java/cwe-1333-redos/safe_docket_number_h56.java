// JAX-RS resource that runs conflict checks for a batch of docket numbers submitted by intake staff
package law.ashgrove.intake;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

@Path("/intake/conflicts")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class ConflictCheckResource {

    private static final int MAX_LENGTH = 256;
    private static final Pattern DOCKET = Pattern.compile("^[A-Za-z0-9]{1,16}(?:[-:/][A-Za-z0-9]{1,16}){0,11}$");

    public interface ConflictIndex {
        boolean hasConflict(String docketNumber);
    }

    private final ConflictIndex index;

    public ConflictCheckResource(ConflictIndex index) {
        this.index = index;
    }

    static final Predicate<String> WELL_FORMED = raw ->
            raw != null && raw.length() <= MAX_LENGTH && DOCKET.matcher(raw.trim()).matches();

    @POST
    public Map<String, List<String>> check(List<String> docketNumbers) {
        Map<Boolean, List<String>> split = docketNumbers.stream()
                .distinct()
                .collect(Collectors.partitioningBy(WELL_FORMED));
        List<String> conflicts = split.get(true).stream()
                .map(String::trim)
                .filter(index::hasConflict)
                .toList();
        return Map.of("conflicts", conflicts, "rejected", split.get(false));
    }
}
