// A shoe photo import program of the h69 set (cwe-918-ssrf).
package com.heelandsole.intake;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

class PhotoImportCommand {
    private String ticket;
    private String source;
    private String imageUrl;

    public String getTicket() { return ticket; }
    public void setTicket(String ticket) { this.ticket = ticket; }
    public String getSource() { return source; }
    public void setSource(String source) { this.source = source; }
    public String getImageUrl() { return imageUrl; }
    public void setImageUrl(String imageUrl) { this.imageUrl = imageUrl; }
}

@Controller
class PhotoImportController {

    private static final Map<String, Set<String>> SOURCE_HOSTS = Map.of(
            "solemarket", Set.of("img.solemarket.com", "cdn.solemarket.com"),
            "bootbay", Set.of("photos.bootbay.co.uk"));

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final Path photoRoot = Path.of("/var/lib/heelandsole/intake-photos");

    @ModelAttribute("importCommand")
    PhotoImportCommand importCommand(@PathVariable String ticket,
                                     @RequestParam String source,
                                     @RequestParam("url") String imageUrl) {
        PhotoImportCommand cmd = new PhotoImportCommand();
        cmd.setTicket(ticket);
        cmd.setSource(source.toLowerCase());
        cmd.setImageUrl(imageUrl.trim());
        return cmd;
    }

    @PostMapping("/tickets/{ticket}/photos/import")
    @ResponseBody
    ResponseEntity<String> importPhoto(@ModelAttribute("importCommand") PhotoImportCommand cmd)
            throws IOException, InterruptedException {
        if (!cmd.getTicket().matches("[0-9]{4,8}")) {
            return ResponseEntity.badRequest().body("bad ticket");
        }
        Set<String> hosts = SOURCE_HOSTS.get(cmd.getSource());
        if (hosts == null) {
            return ResponseEntity.badRequest().body("unsupported marketplace");
        }
        URI uri = URI.create(cmd.getImageUrl());

        HttpRequest req = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(15)).GET().build();
        HttpResponse<byte[]> res = http.send(req, HttpResponse.BodyHandlers.ofByteArray());
        String type = res.headers().firstValue("Content-Type").orElse("");
        if (res.statusCode() != 200 || !type.startsWith("image/")) {
            return ResponseEntity.status(502).body("marketplace returned " + res.statusCode() + " " + type);
        }
        Path dir = Files.createDirectories(photoRoot.resolve(cmd.getTicket()));
        Path file = Files.createTempFile(dir, "before-", type.endsWith("png") ? ".png" : ".jpg");
        Files.write(file, res.body());
        return ResponseEntity.ok(file.getFileName().toString());
    }
}
