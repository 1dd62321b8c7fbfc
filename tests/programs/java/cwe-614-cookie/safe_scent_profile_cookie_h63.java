// A scent profile cookie program of the h63 set (cwe-614-cookie).
package controllers;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import javax.inject.Inject;
import javax.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import play.libs.Json;
import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;

record ScentProfile(String profileId, List<String> likedNotes, String intensity) {}

@Singleton
class ScentProfileStore {
    private final Map<String, ScentProfile> bySession = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    String save(ScentProfile profile) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String sessionToken = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        bySession.put(sessionToken, profile);
        return sessionToken;
    }

    Optional<ScentProfile> find(String sessionToken) { return Optional.ofNullable(bySession.get(sessionToken)); }
}

class AtelierCookies {
    static final String PROFILE_COOKIE = "atelier_profile";

    static Http.Cookie profileCookie(String sessionToken) {
        return Http.Cookie.builder(PROFILE_COOKIE, sessionToken)
                .withPath("/")
                .withMaxAge(Duration.ofDays(30))
                .withSecure(true)
                .withHttpOnly(true)
                .withSameSite(Http.Cookie.SameSite.LAX)
                .build();
    }
}

class ScentQuizController extends Controller {
    private static final List<String> INTENSITIES = List.of("whisper", "moderate", "bold");
    private final ScentProfileStore store;

    @Inject
    public ScentQuizController(ScentProfileStore store) { this.store = store; }

    public Result complete(Http.Request request) {
        JsonNode body = request.body().asJson();
        if (body == null || !INTENSITIES.contains(body.path("intensity").asText())) {
            return badRequest(Json.newObject().put("error", "intensity must be whisper, moderate or bold"));
        }
        List<String> notes = Json.mapper().convertValue(body.path("likedNotes"),
                Json.mapper().getTypeFactory().constructCollectionType(List.class, String.class));
        String token = store.save(new ScentProfile(java.util.UUID.randomUUID().toString(), notes,
                body.path("intensity").asText()));
        return ok(Json.newObject().put("saved", true)).withCookies(AtelierCookies.profileCookie(token));
    }

    public Result myProfile(Http.Request request) {
        return request.getCookie(AtelierCookies.PROFILE_COOKIE)
                .flatMap(cookie -> store.find(cookie.value()))
                .map(profile -> ok(Json.toJson(profile)))
                .orElseGet(() -> notFound(Json.newObject().put("error", "take the scent quiz first")));
    }
}
