// Micronaut controller that creates API keys for developer accounts
package com.example.devportal;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;

@Controller("/developers")
public class ApiKeyController {

    private final KeyRepository keys;

    public ApiKeyController(KeyRepository keys) {
        this.keys = keys;
    }

    @Post("/{developerId}/keys")
    public String create(@PathVariable long developerId) {
        long hi = (long) (Math.random() * Long.MAX_VALUE);
        long lo = (long) (Math.random() * Long.MAX_VALUE);
        String apiKey = "sk_" + Long.toHexString(hi) + Long.toHexString(lo);
        keys.store(developerId, apiKey);
        return apiKey;
    }

    public interface KeyRepository { void store(long developerId, String apiKey); }
}
