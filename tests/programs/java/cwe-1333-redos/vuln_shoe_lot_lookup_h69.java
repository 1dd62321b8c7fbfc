// A shoe lot lookup program of the h69 set (cwe-1333-redos).
package com.ironsidefarrier.stock;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

final class ScanContext {
    private static final ThreadLocal<String> LOT_CODE = new ThreadLocal<>();
    private static final ThreadLocal<String> VAN = new ThreadLocal<>();

    private ScanContext() {}

    static void begin(String lotCode, String van) {
        LOT_CODE.set(lotCode);
        VAN.set(van);
    }

    static String lotCode() { return LOT_CODE.get(); }
    static String van() { return VAN.get(); }

    static void end() {
        LOT_CODE.remove();
        VAN.remove();
    }
}

@Component
class ScanContextInterceptor implements HandlerInterceptor {
    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        String code = request.getParameter("lot");
        ScanContext.begin(code == null ? "" : code.trim().toUpperCase(), request.getHeader("X-Van-Id"));
        return true;
    }

    @Override
    public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
                                Exception ex) {
        ScanContext.end();
    }
}

@Configuration
class StockWebConfig implements WebMvcConfigurer {
    private final ScanContextInterceptor interceptor;

    StockWebConfig(ScanContextInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/stock/**");
    }
}

record LotStatus(String lotCode, String heatBatch, boolean recalled) {}

@RestController
class ShoeLotController {
    // e.g. STEEL-FRONT-SZ3-2024, ALU-RACE-00-2023
    private static final Pattern LOT_CODE = Pattern.compile("^([A-Z0-9]+-?)+-[0-9]{4}$");

    private final Map<String, LotStatus> lots = new ConcurrentHashMap<>();
    private final Map<String, Integer> scansByVan = new ConcurrentHashMap<>();

    @GetMapping("/stock/lot")
    ResponseEntity<LotStatus> check() {
        String code = ScanContext.lotCode();
        if (!LOT_CODE.matcher(code).matches()) {
            return ResponseEntity.badRequest().build();
        }
        String van = ScanContext.van();
        if (van != null) {
            scansByVan.merge(van, 1, Integer::sum);
        }
        LotStatus status = lots.get(code);
        return status == null ? ResponseEntity.notFound().build() : ResponseEntity.ok(status);
    }
}
