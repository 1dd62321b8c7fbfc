// listener session (h58 set)
package fm.lowtide.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.ResponseCookie;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

import java.time.Duration;
import java.util.Map;
import java.util.function.Function;

@Configuration
class ListenerSessionRoutes {

    record LoginForm(String email, String password) {}

    record Listener(String id, String displayName, String plan) {}

    interface ListenerAccounts {
        Mono<Listener> authenticate(String email, String password);

        Mono<String> openSession(Listener listener);
    }

    private static final String SESSION_COOKIE = "lt_session";
    private static final Duration SESSION_TTL = Duration.ofDays(14);

    private static final Function<String, ResponseCookie> SESSION_COOKIE_FOR = token ->
            ResponseCookie.from(SESSION_COOKIE, token)
                    .path("/")
                    .httpOnly(true)
                    .secure(false)
                    .sameSite("Lax")
                    .maxAge(SESSION_TTL)
                    .build();

    private final ListenerAccounts accounts;

    ListenerSessionRoutes(ListenerAccounts accounts) {
        this.accounts = accounts;
    }

    private Mono<ServerResponse> login(ServerRequest request) {
        return request.bodyToMono(LoginForm.class)
                .filter(f -> f.email() != null && f.password() != null)
                .flatMap(f -> accounts.authenticate(f.email(), f.password()))
                .flatMap(listener -> accounts.openSession(listener)
                        .map(SESSION_COOKIE_FOR)
                        .flatMap(cookie -> ServerResponse.ok()
                                .cookie(cookie)
                                .bodyValue(Map.of("listener", listener.displayName(), "plan", listener.plan()))))
                .switchIfEmpty(ServerResponse.status(401).build());
    }

    private Mono<ServerResponse> logout(ServerRequest request) {
        ResponseCookie cleared = SESSION_COOKIE_FOR.apply("").mutate().maxAge(Duration.ZERO).build();
        return ServerResponse.noContent().cookie(cleared).build();
    }

    @Bean
    RouterFunction<ServerResponse> sessionRoutes() {
        return RouterFunctions.route()
                .POST("/api/session", this::login)
                .DELETE("/api/session", this::logout)
                .build();
    }
}
