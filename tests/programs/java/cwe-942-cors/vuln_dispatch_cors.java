// Web configuration for the dispatch console API allowing the browser front-ends to call it
package net.haulnet.dispatch.config;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration
public class DispatchCorsConfig implements WebMvcConfigurer {

    private static final String[] CONSOLE_ORIGINS = {
            "https://*dispatchhub.io",
            "https://dispatch-console.haulnet.net"
    };

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOriginPatterns(CONSOLE_ORIGINS)
                .allowedMethods("GET", "POST", "PUT", "PATCH", "DELETE")
                .allowedHeaders("Content-Type", "X-Requested-With", "X-Dispatch-Tenant")
                .exposedHeaders("X-Total-Count")
                .allowCredentials(true)
                .maxAge(1800);

        registry.addMapping("/public/tracking/**")
                .allowedOrigins("*")
                .allowedMethods("GET")
                .allowCredentials(false);
    }
}
