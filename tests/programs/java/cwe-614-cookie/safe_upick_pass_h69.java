// A upick pass program of the h69 set (cwe-614-cookie).
package com.purplehilllavender.upick;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Component
class FieldPassInterceptor implements HandlerInterceptor {
    static final String PASS_ATTR = "upick.pass";
    static final String NEW_PASS_ATTR = "upick.newPass";

    final Map<String, Instant> activePasses = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        if (request.getCookies() != null) {
            for (Cookie c : request.getCookies()) {
                if ("lav_pass".equals(c.getName()) && activePasses.containsKey(c.getValue())) {
                    request.setAttribute(PASS_ATTR, c.getValue());
                    return true;
                }
            }
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String pass = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        activePasses.put(pass, Instant.now());
        request.setAttribute(PASS_ATTR, pass);
        request.setAttribute(NEW_PASS_ATTR, Boolean.TRUE);
        return true;
    }
}

@Configuration
class UPickWebConfig implements WebMvcConfigurer {
    private final FieldPassInterceptor interceptor;

    UPickWebConfig(FieldPassInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/u-pick/**");
    }
}

@RestController
class FieldCheckInController {
    private final boolean secureCookie;
    private final Map<String, Integer> bunchesByPass = new ConcurrentHashMap<>();

    FieldCheckInController(@Value("${upick.cookie.secure:true}") boolean secureCookie) {
        this.secureCookie = secureCookie;
    }

    @PostMapping("/u-pick/check-in")
    ResponseEntity<String> checkIn(@RequestAttribute(FieldPassInterceptor.PASS_ATTR) String pass,
                                   @RequestAttribute(name = FieldPassInterceptor.NEW_PASS_ATTR, required = false)
                                   Boolean fresh) {
        bunchesByPass.putIfAbsent(pass, 0);
        ResponseEntity.BodyBuilder ok = ResponseEntity.ok();
        if (Boolean.TRUE.equals(fresh)) {
            ResponseCookie cookie = ResponseCookie.from("lav_pass", pass)
                    .httpOnly(true)
                    .secure(secureCookie)
                    .sameSite("Lax")
                    .path("/u-pick")
                    .maxAge(Duration.ofHours(6))
                    .build();
            ok.header(HttpHeaders.SET_COOKIE, cookie.toString());
        }
        return ok.body("Enjoy the rows! Show your pass at the weigh station.");
    }

    @PostMapping("/u-pick/weigh")
    ResponseEntity<Integer> weigh(@RequestAttribute(FieldPassInterceptor.PASS_ATTR) String pass) {
        return ResponseEntity.ok(bunchesByPass.merge(pass, 1, Integer::sum));
    }
}
