// A waiver download program of the h69 set (cwe-022-path).
package com.riverbendpaddle.waivers;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Component
class WaiverContextInterceptor implements HandlerInterceptor {

    static final String BOOKING_ATTR = "livery.bookingRef";
    static final String DOC_ATTR = "livery.waiverDoc";

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws IOException {
        String booking = request.getHeader("X-Booking-Ref");
        if (booking == null || !booking.matches("RB-[0-9]{6}")) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED, "booking reference required");
            return false;
        }
        request.setAttribute(BOOKING_ATTR, booking);
        String doc = request.getParameter("doc");
        request.setAttribute(DOC_ATTR, doc == null || doc.isBlank() ? "standard-waiver.pdf" : doc);
        return true;
    }
}

@Configuration
class WaiverWebConfig implements WebMvcConfigurer {

    private final WaiverContextInterceptor interceptor;

    WaiverWebConfig(WaiverContextInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/waivers/**");
    }
}

@RestController
class WaiverDownloadController {

    private static final Logger log = LoggerFactory.getLogger(WaiverDownloadController.class);

    private final Path waiverRoot;

    WaiverDownloadController(@Value("${livery.waiver-dir:/srv/riverbend/waivers}") String dir) {
        this.waiverRoot = Paths.get(dir).toAbsolutePath().normalize();
    }

    @GetMapping("/waivers/download")
    ResponseEntity<Resource> download(@RequestAttribute(WaiverContextInterceptor.BOOKING_ATTR) String booking,
                                      @RequestAttribute(WaiverContextInterceptor.DOC_ATTR) String doc) {
        String leaf = Paths.get(doc).getFileName().toString();
        log.info("booking {} requested waiver {}", booking, leaf);

        Path target = waiverRoot.resolve(leaf).normalize();
        if (!target.startsWith(waiverRoot)) {
            return ResponseEntity.badRequest().build();
        }
        if (!Files.isRegularFile(target)) {
            return ResponseEntity.notFound().build();
        }

        ContentDisposition disposition = ContentDisposition.attachment()
                .filename(booking + "-" + leaf)
                .build();
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, disposition.toString())
                .contentType(MediaType.APPLICATION_PDF)
                .body(new FileSystemResource(target));
    }
}
