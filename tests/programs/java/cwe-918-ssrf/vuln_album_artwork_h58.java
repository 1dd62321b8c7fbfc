// album artwork (h58 set)
package fm.lowtide.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

final class ArtworkImporter {

    private final OkHttpClient http = new OkHttpClient.Builder()
            .callTimeout(15, TimeUnit.SECONDS)
            .followRedirects(false)
            .build();

    private final ArtworkStore store;

    interface ArtworkStore {
        String put(String releaseId, String contentType, byte[] bytes);
    }

    ArtworkImporter(ArtworkStore store) {
        this.store = store;
    }

    private Optional<HttpUrl> artworkUrl(JsonNode body) {
        return Optional.ofNullable(body.path("artworkUrl").textValue())
                .map(HttpUrl::parse);
    }

    private CompletableFuture<byte[]> fetch(HttpUrl url) {
        CompletableFuture<byte[]> result = new CompletableFuture<>();
        http.newCall(new Request.Builder().url(url).get().build()).enqueue(new Callback() {
            @Override
            public void onFailure(Call call, IOException e) {
                result.completeExceptionally(e);
            }

            @Override
            public void onResponse(Call call, Response response) throws IOException {
                try (ResponseBody body = response.body()) {
                    if (!response.isSuccessful() || body == null) {
                        result.completeExceptionally(new IOException("artwork fetch returned " + response.code()));
                    } else {
                        result.complete(body.bytes());
                    }
                }
            }
        });
        return result;
    }

    void importArtwork(Context ctx) throws IOException {
        String releaseId = ctx.pathParam("releaseId");
        JsonNode body = ctx.bodyAsClass(JsonNode.class);
        HttpUrl url = artworkUrl(body).orElseThrow(() -> new BadRequestResponse("artworkUrl missing or malformed"));

        ctx.future(() -> fetch(url)
                .thenApply(bytes -> store.put(releaseId, "image/jpeg", bytes))
                .thenAccept(key -> ctx.json(Map.of("release", releaseId, "artworkKey", key))));
    }

    static void register(Javalin app, ArtworkImporter importer) {
        app.post("/releases/{releaseId}/artwork", importer::importArtwork);
    }
}
