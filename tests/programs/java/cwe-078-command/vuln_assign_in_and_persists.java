// thumbnail endpoint converting an uploaded image with ImageMagick
import java.io.IOException;
import org.springframework.web.bind.annotation.*;

@RestController
class ThumbController {
    @PostMapping("/thumb")
    public int thumb(@RequestParam(required = false) String src) throws IOException, InterruptedException {
        String name = "placeholder.png";
        if (src != null && !(name = src).isEmpty()) {
            System.out.println("thumbnail for " + name);
        }
        Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", "convert /srv/img/" + name + " -resize 200x200 /srv/thumbs/out.png"});
        return p.waitFor();
    }
}
