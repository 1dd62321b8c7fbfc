// A loyalty login return program of the h74 set (cwe-601-redirect).
package com.scoopandcone.shop;

import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@SpringBootApplication
class ShopApplication {
    public static void main(String[] args) {
        SpringApplication.run(ShopApplication.class, args);
    }
}

/** Per-request holder for the page the customer should land on after signing in. */
final class ReturnTo {
    private static final ThreadLocal<String> CURRENT = new ThreadLocal<>();

    static void set(String target) { CURRENT.set(target); }
    static String get() { return CURRENT.get(); }
    static void clear() { CURRENT.remove(); }
}

@Configuration
class ReturnToConfig implements WebMvcConfigurer {
    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new HandlerInterceptor() {
            @Override
            public boolean preHandle(HttpServletRequest req, HttpServletResponse resp, Object handler) {
                String next = req.getParameter("next");
                ReturnTo.set(next != null && next.startsWith("/") ? next : "/menu");
                return true;
            }

            @Override
            public void afterCompletion(HttpServletRequest req, HttpServletResponse resp, Object handler, Exception ex) {
                ReturnTo.clear();
            }
        }).addPathPatterns("/account/**");
    }
}

@RestController
class LoyaltyLoginController {
    private final ExecutorService cardLookups = Executors.newFixedThreadPool(6);

    @PostMapping("/account/login")
    CompletableFuture<ResponseEntity<Void>> login(@RequestParam String cardNumber, @RequestParam String pin) {
        // capture before leaving the request thread; the ThreadLocal is not visible to the pool
        String destination = ReturnTo.get();
        return CompletableFuture
                .supplyAsync(() -> cardMatches(cardNumber, pin), cardLookups)
                .thenApply(ok -> ok
                        ? ResponseEntity.status(HttpStatus.SEE_OTHER).location(URI.create(destination)).<Void>build()
                        : ResponseEntity.status(HttpStatus.SEE_OTHER).location(URI.create("/account/login?failed")).<Void>build());
    }

    private boolean cardMatches(String cardNumber, String pin) {
        // the loyalty provider lookup; cards are 12 digits with a 4 digit pin
        return cardNumber.matches("\\d{12}") && pin.matches("\\d{4}") && !pin.equals("0000");
    }
}
