// Micronaut controller that creates API keys for developer accounts
package com.example.devportal;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import java.security.SecureRandom;
import java.util.Base64;

@Controller("/developers")
public class ApiKeyController {

    private static final SecureRandom RNG = new SecureRandom();
    private final KeyRepository keys;

    public ApiKeyController(KeyRepository keys) {
        this.keys = keys;
    }

    @Post("/{developerId}/keys")
    public String create(@PathVariable long developerId) {
        byte[] raw = new byte[24];
        RNG.nextBytes(raw);
        String apiKey = "sk_" + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        keys.store(developerId, apiKey);
        return apiKey;
    }

    public interface KeyRepository { void store(long developerId, String apiKey); }
}
