// A playlist dropbox import program of the h74 set (cwe-502-deser).
package fm.riverbendradio.playlists;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

class Track {
    public String artist;
    public String title;
    public int seconds;
    public boolean local;
}

class ShowPlaylist {
    public String show;
    public String dj;
    public LocalDateTime airedAt;
    public List<Track> tracks;
    // free-form extras from the DJ software: mood tags, request shout-outs, sponsor reads
    public Map<String, Object> extras;
}

@Command(name = "import-playlists", mixinStandardHelpOptions = true)
class PlaylistDropboxImport implements Callable<Integer> {

    @Option(names = "--drop", defaultValue = "/mnt/station-share/playlists")
    Path dropFolder;

    private final Map<String, Integer> localPlays = new ConcurrentHashMap<>();

    private final ObjectMapper mapper = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                    .allowIfSubType("fm.riverbendradio.playlists.")
                    .allowIfSubType("java.util.ArrayList")
                    .allowIfSubType("java.util.LinkedHashMap")
                    .build(), ObjectMapper.DefaultTyping.NON_FINAL);

    public static void main(String[] args) {
        System.exit(new CommandLine(new PlaylistDropboxImport()).execute(args));
    }

    @Override
    public Integer call() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(dropFolder)) {
            files = s.filter(p -> p.toString().endsWith(".json")).toList();
        }
        long imported = files.parallelStream()
                .map(this::read)
                .filter(p -> p != null && p.tracks != null)
                .peek(p -> p.tracks.stream().filter(t -> t.local)
                        .forEach(t -> localPlays.merge(t.artist, 1, Integer::sum)))
                .count();
        System.out.printf("imported %d playlists, %d local artists played%n", imported, localPlays.size());
        return 0;
    }

    private ShowPlaylist read(Path file) {
        try {
            return mapper.readValue(file.toFile(), ShowPlaylist.class);
        } catch (IOException e) {
            System.err.println("skipping " + file.getFileName() + ": " + e.getMessage());
            return null;
        }
    }
}
