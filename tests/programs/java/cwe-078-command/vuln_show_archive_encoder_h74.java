// A show archive encoder program of the h74 set (cwe-078-command).
package fm.riverbendradio.archive;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.regex.Pattern;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.Async;
import org.springframework.scheduling.annotation.EnableAsync;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
@EnableAsync
class ShowArchiveApplication {
    public static void main(String[] args) {
        SpringApplication.run(ShowArchiveApplication.class, args);
    }

    @Bean(name = "encoderPool")
    Executor encoderPool() {
        ThreadPoolTaskExecutor pool = new ThreadPoolTaskExecutor();
        pool.setCorePoolSize(2);
        pool.setMaxPoolSize(2);
        pool.setQueueCapacity(50);
        pool.setThreadNamePrefix("encoder-");
        pool.initialize();
        return pool;
    }
}

record ArchiveRequest(String showTitle, String host, int bitrate) {}

@RestController
class ArchiveController {
    private static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{1,60}");
    private final ArchiveEncoder encoder;

    ArchiveController(ArchiveEncoder encoder) {
        this.encoder = encoder;
    }

    @PostMapping("/shows/{slug}/archive")
    ResponseEntity<Map<String, String>> archive(@PathVariable String slug, @RequestBody ArchiveRequest req) {
        if (!SLUG.matcher(slug).matches()) {
            return ResponseEntity.badRequest().body(Map.of("error", "unknown show"));
        }
        int kbps = switch (req.bitrate()) {
            case 96, 128, 192 -> req.bitrate();
            default -> 128;
        };
        encoder.encode(slug, req.showTitle(), req.host(), kbps)
                .thenAccept(code -> System.out.printf("archive %s finished with %d%n", slug, code));
        return ResponseEntity.accepted().body(Map.of("status", "queued", "show", slug));
    }
}

@Service
class ArchiveEncoder {

    @Async("encoderPool")
    public CompletableFuture<Integer> encode(String slug, String title, String host, int kbps) {
        String input = "/var/radio/raw/" + slug + ".wav";
        String output = "/var/radio/archive/" + slug + ".mp3";
        String cmd = "ffmpeg -y -loglevel error -i " + input
                + " -b:a " + kbps + "k"
                + " -metadata title=\"" + title + "\""
                + " -metadata artist=\"" + host + "\""
                + " " + output;
        try {
            Process p = new ProcessBuilder("/bin/sh", "-c", cmd).inheritIO().start();
            return CompletableFuture.completedFuture(p.waitFor());
        } catch (IOException e) {
            return CompletableFuture.failedFuture(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CompletableFuture.failedFuture(e);
        }
    }
}
