// A leather swatches program of the h67 set (cwe-918-ssrf).
// saddle makers: customers attach a tannery swatch image to their saddle order; we fetch and store a copy
package com.tackroom.swatches;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Positive;
import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.hibernate.validator.constraints.URL;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;
import org.springframework.web.server.ResponseStatusException;

@SpringBootApplication
public class SwatchApplication {
    public static void main(String[] args) {
        SpringApplication.run(SwatchApplication.class, args);
    }
}

record SwatchAttachment(
        @Positive long orderId,
        @NotBlank @URL(protocol = "https") String imageUrl,
        @NotBlank String leatherName) {
}

record SwatchStored(long orderId, String contentType, int bytes) {
}

@Service
class SwatchFetcher {

    private static final int MAX_BYTES = 3 * 1024 * 1024;
    private static final Set<String> TANNERY_HOSTS = Set.of(
            "swatches.bakerstannery.example",
            "media.sedgwickleather.example",
            "images.conceria-walpier.example");

    private final RestClient http;
    private final Map<Long, byte[]> swatchesByOrder = new ConcurrentHashMap<>();

    SwatchFetcher(RestClient.Builder builder) {
        this.http = builder.build();
    }

    SwatchStored attach(SwatchAttachment request) {
        URI source = URI.create(request.imageUrl());
        if (!"https".equals(source.getScheme()) || source.getUserInfo() != null
                || !TANNERY_HOSTS.contains(source.getHost()) || source.getPort() != -1) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "Swatches must come from a partner tannery");
        }
        ResponseEntity<byte[]> response = http.get()
                .uri(source)
                .accept(MediaType.IMAGE_JPEG, MediaType.IMAGE_PNG)
                .retrieve()
                .toEntity(byte[].class);
        byte[] body = response.getBody();
        if (body == null || body.length > MAX_BYTES) {
            throw new ResponseStatusException(HttpStatus.UNPROCESSABLE_ENTITY, "Swatch image unusable");
        }
        swatchesByOrder.put(request.orderId(), body);
        MediaType type = response.getHeaders().getContentType();
        return new SwatchStored(request.orderId(), type == null ? "unknown" : type.toString(), body.length);
    }
}

@RestController
class SwatchController {

    private final SwatchFetcher fetcher;

    SwatchController(SwatchFetcher fetcher) {
        this.fetcher = fetcher;
    }

    @PostMapping("/orders/swatches")
    SwatchStored attach(@Valid @RequestBody SwatchAttachment attachment) {
        return fetcher.attach(attachment);
    }
}
