// JAX-RS webhook receiving listing snapshots pushed by the regional MLS feed and indexing them in the background
package realty.openhouse.mls;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.yaml.snakeyaml.Yaml;

@Path("/webhooks/mls")
public class ListingSnapshotWebhook {

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final Consumer<Map<String, Object>> indexer;

    public ListingSnapshotWebhook(Consumer<Map<String, Object>> indexer) {
        this.indexer = indexer;
    }

    static Optional<Map<String, Object>> parseSnapshot(String body) {
        Object doc = new Yaml().load(body);
        return doc instanceof Map<?, ?> m ? Optional.of(asStringKeyed(m)) : Optional.empty();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asStringKeyed(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }

    @POST
    @Path("/listings")
    @Consumes({"application/x-yaml", "text/yaml"})
    public Response receive(@HeaderParam("X-Feed-Id") String feedId, String body) {
        if (feedId == null || body == null || body.isBlank()) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        background.submit(() -> parseSnapshot(body)
                .filter(listing -> listing.containsKey("mlsNumber"))
                .ifPresent(indexer));
        return Response.accepted().build();
    }
}
