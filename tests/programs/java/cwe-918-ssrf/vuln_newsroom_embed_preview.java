// Spring REST controller that fetches oEmbed metadata so editors can preview embedded media in a story draft.
package com.dailywire.media.embeds;

import java.net.URI;
import java.util.Locale;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
public class EmbedPreviewController {

    private final RestTemplate restTemplate;

    public EmbedPreviewController(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping(value = "/drafts/embeds/preview", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<String> preview(@RequestParam("endpoint") String endpoint,
                                          @RequestParam("url") String mediaUrl,
                                          @RequestParam(value = "maxwidth", defaultValue = "640") int maxWidth) {
        String scheme = URI.create(endpoint).getScheme();
        if (scheme == null || !scheme.toLowerCase(Locale.ROOT).startsWith("http")) {
            return ResponseEntity.badRequest().build();
        }
        URI target = UriComponentsBuilder.fromHttpUrl(endpoint)
                .queryParam("url", mediaUrl)
                .queryParam("maxwidth", Math.min(maxWidth, 1280))
                .queryParam("format", "json")
                .encode()
                .build()
                .toUri();
        try {
            String oembed = restTemplate.getForObject(target, String.class);
            return ResponseEntity.ok(oembed);
        } catch (RestClientException e) {
            return ResponseEntity.status(502).build();
        }
    }
}
