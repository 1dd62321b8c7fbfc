// Unseen set h59: theatre scripts
package org.lyceumstage.rehearsal;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Pattern;

interface ScriptStore {
    byte[] read(String production, String fileName) throws IOException;
}

class EfsScriptStore implements ScriptStore {
    private final Path root;

    EfsScriptStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    @Override
    public byte[] read(String production, String fileName) throws IOException {
        Path productionDir = root.resolve(production).normalize();
        Path script = productionDir.resolve(fileName).normalize();
        if (!productionDir.startsWith(root) || !script.startsWith(productionDir)) {
            throw new IllegalArgumentException("script outside production folder");
        }
        return Files.readAllBytes(script);
    }
}

class RehearsalScriptService {
    private static final Pattern PRODUCTION_ID = Pattern.compile("^[a-z0-9-]{3,40}$");
    private final ScriptStore store;

    RehearsalScriptService(ScriptStore store) {
        this.store = store;
    }

    byte[] scriptFor(String production, String fileName) throws IOException {
        if (production == null || !PRODUCTION_ID.matcher(production).matches()) {
            throw new IllegalArgumentException("unknown production");
        }
        String name = fileName == null || fileName.isBlank() ? "current-draft.pdf" : fileName;
        return store.read(production, name);
    }
}

class ScriptDownloadHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private final RehearsalScriptService service =
            new RehearsalScriptService(new EfsScriptStore(Paths.get(System.getenv().getOrDefault("SCRIPT_ROOT", "/mnt/scripts"))));

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> path = event.getPathParameters() == null ? Map.of() : event.getPathParameters();
        Map<String, String> query = event.getQueryStringParameters() == null ? Map.of() : event.getQueryStringParameters();
        try {
            byte[] pdf = service.scriptFor(path.get("production"), query.get("file"));
            return new APIGatewayProxyResponseEvent()
                    .withStatusCode(200)
                    .withHeaders(Map.of("Content-Type", "application/pdf"))
                    .withIsBase64Encoded(true)
                    .withBody(Base64.getEncoder().encodeToString(pdf));
        } catch (IllegalArgumentException | NoSuchFileException e) {
            return new APIGatewayProxyResponseEvent().withStatusCode(404).withBody("script not found");
        } catch (IOException e) {
            context.getLogger().log("script read failed: " + e.getMessage());
            return new APIGatewayProxyResponseEvent().withStatusCode(500).withBody("could not read script");
        }
    }
}
