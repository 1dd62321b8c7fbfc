// Game server controller that streams recorded match replay files grouped by season
package gg.arenacore.replays;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.server.types.files.SystemFile;

@Controller("/replays")
public class ReplayController {

    private final Path replayRoot;

    public ReplayController(@Value("${arena.replay-dir:/srv/arena/replays}") String replayDir) {
        this.replayRoot = Paths.get(replayDir).toAbsolutePath().normalize();
    }

    @Get("/{season}")
    public HttpResponse<SystemFile> download(@PathVariable String season, @QueryValue String file) {
        Path candidate = locate(season, file);
        if (!candidate.startsWith(replayRoot)) {
            return HttpResponse.forbidden();
        }
        if (!Files.isRegularFile(candidate)) {
            return HttpResponse.notFound();
        }
        SystemFile body = new SystemFile(candidate.toFile()).attach(candidate.getFileName().toString());
        return HttpResponse.ok(body);
    }

    private Path locate(String season, String file) {
        String name = file.endsWith(".replay") ? file : file + ".replay";
        return replayRoot.resolve("season-" + season).resolve(name).normalize();
    }
}
