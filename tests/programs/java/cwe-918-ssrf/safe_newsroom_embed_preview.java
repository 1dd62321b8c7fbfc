// Spring REST controller that fetches oEmbed metadata so editors can preview embedded media in a story draft.
package com.dailywire.media.embeds;

import java.net.URI;
import java.util.Locale;
import java.util.Map;

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

    private static final Map<String, String> OEMBED_PROVIDERS = Map.of(
            "youtube", "https://www.youtube.com/oembed",
            "vimeo", "https://vimeo.com/api/oembed.json",
            "soundcloud", "https://soundcloud.com/oembed");

    private final RestTemplate restTemplate;

    public EmbedPreviewController(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping(value = "/drafts/embeds/preview", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<String> preview(@RequestParam("provider") String provider,
                                          @RequestParam("url") String mediaUrl,
                                          @RequestParam(value = "maxwidth", defaultValue = "640") int maxWidth) {
        String endpoint = OEMBED_PROVIDERS.get(provider.toLowerCase(Locale.ROOT));
        if (endpoint == null) {
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
