// An enumeration, a loop or a redirect: java same simple name (written in review)
import org.springframework.web.bind.annotation.*;
class Settings {
    enum Mode { FAST, SLOW }
}
@RestController
class JobController {
    static class Mode { public String cmd; public String getCmd() { return cmd; } }
    @PostMapping("/job")
    public String run(@RequestBody Mode mode) throws Exception {
        new java.io.File(mode.getCmd()).delete();
        return "ok";
    }
}
