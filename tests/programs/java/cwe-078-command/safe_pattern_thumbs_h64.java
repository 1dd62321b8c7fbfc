// A pattern thumbs program of the h64 set (cwe-078-command).
package com.brimandblock.patterns;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

@Controller("/patterns")
class PatternThumbnailController {
    private static final Path STORE = Path.of("/srv/millinery/patterns");
    private static final Pattern SIZE = Pattern.compile("\\d{2,4}x\\d{2,4}");

    @Serdeable
    record PatternRef(String id, Map<String, String> options) {}

    @Serdeable
    record ThumbnailBatch(String collection, List<PatternRef> patterns) {}

    // {"collection":"spring-cloches","patterns":[{"id":"…","options":{"resize":"480x480"}}]}
    @Post("/thumbnails")
    @ExecuteOn(TaskExecutors.BLOCKING)
    HttpResponse<Map<String, String>> thumbnails(@Body ThumbnailBatch batch) throws IOException, InterruptedException {
        Map<String, String> result = new LinkedHashMap<>();
        for (PatternRef ref : batch.patterns()) {
            UUID id;
            try {
                id = UUID.fromString(ref.id());
            } catch (IllegalArgumentException e) {
                result.put(String.valueOf(ref.id()), "bad id");
                continue;
            }
            Path src = STORE.resolve(id + ".png");
            if (!Files.exists(src)) {
                result.put(id.toString(), "missing");
                continue;
            }
            Map<String, String> opts = ref.options() == null ? Map.of() : ref.options();
            String size = opts.getOrDefault("resize", "320x320");
            if (!SIZE.matcher(size).matches()) {
                result.put(id.toString(), "bad size");
                continue;
            }
            Path dst = STORE.resolve("thumbs").resolve(id + ".png");

            String[] cmd = {"convert", src.toString(), "-resize", size, "-strip", dst.toString()};
            Process p = Runtime.getRuntime().exec(cmd);
            boolean done = p.waitFor(30, TimeUnit.SECONDS);
            result.put(id.toString(), done && p.exitValue() == 0 ? "ok" : "failed");
        }
        return HttpResponse.ok(result);
    }
}
