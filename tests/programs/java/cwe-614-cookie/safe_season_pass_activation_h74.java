// A season pass activation program of the h74 set (cwe-614-cookie).
package com.skylooppier.passes;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
class SeasonPassApplication {
    public static void main(String[] args) {
        SpringApplication.run(SeasonPassApplication.class, args);
    }
}

record Activation(String passNumber, String lastName, String birthYear) {}

@RestController
class SeasonPassController {

    private static final SecureRandom RANDOM = new SecureRandom();

    // rider sessions; the fast-lane gates check these by token
    private final Map<String, String> sessions = new ConcurrentHashMap<>();
    private final ExecutorService passOffice = Executors.newFixedThreadPool(4);

    @PostMapping("/passes/activate")
    CompletableFuture<ResponseEntity<Map<String, String>>> activate(@RequestBody Activation a) {
        return CompletableFuture
                .supplyAsync(() -> lookupHolder(a), passOffice)
                .thenApply(holder -> {
                    if (holder == null) {
                        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Map.of("error", "pass not found"));
                    }
                    String token = newToken();
                    sessions.put(token, holder);
                    ResponseCookie cookie = ResponseCookie.from("SKYLOOP_RIDER", token)
                            .path("/")
                            .maxAge(Duration.ofDays(30))
                            .httpOnly(true)
                            .secure(true)
                            .sameSite("Lax")
                            .build();
                    return ResponseEntity.ok()
                            .header(HttpHeaders.SET_COOKIE, cookie.toString())
                            .body(Map.of("holder", holder, "status", "active"));
                });
    }

    private String lookupHolder(Activation a) {
        // pass office records: PASS-NNNNNN, matched on surname and birth year
        if (a.passNumber() == null || !a.passNumber().matches("PASS-\\d{6}") || a.lastName() == null) {
            return null;
        }
        return a.lastName().trim() + " (" + a.passNumber() + ")";
    }

    private static String newToken() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
