// A loco decoder program of the h63 set (cwe-078-command).
package net.branchline.layoutctl;

import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

record DecoderJob(String port, int address, int cv, int value) {}

class SerialPortValidator {
    private static final Pattern DEVICE = Pattern.compile("/dev/tty(USB|ACM|S)[0-9]{1,2}");

    boolean accepts(String port) {
        return port != null && DEVICE.matcher(port).matches();
    }
}

interface ToolRunner {
    int run(String commandLine) throws IOException, InterruptedException;
}

class ShellToolRunner implements ToolRunner {
    @Override
    public int run(String commandLine) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("/bin/sh", "-c", commandLine).inheritIO().start();
        return process.waitFor();
    }
}

class DecoderService {
    private final SerialPortValidator validator;
    private final ToolRunner runner;

    DecoderService(SerialPortValidator validator, ToolRunner runner) {
        this.validator = validator;
        this.runner = runner;
    }

    boolean program(DecoderJob job) throws IOException, InterruptedException {
        if (!validator.accepts(job.port())) {
            System.err.println("Unknown serial device for the programming track");
            return false;
        }
        if (job.address() < 1 || job.address() > 10239 || job.cv() < 1 || job.cv() > 1024
                || job.value() < 0 || job.value() > 255) {
            System.err.println("Address, CV or value out of range");
            return false;
        }
        String commandLine = String.format("dcc-cvtool --port %s --address %d --write %d=%d",
                job.port(), job.address(), job.cv(), job.value());
        return runner.run(commandLine) == 0;
    }
}

@Command(name = "program", description = "Write a configuration variable on the programming track")
class ProgramCvCommand implements Callable<Integer> {
    @Option(names = "--port", required = true, description = "Serial device of the command station")
    String port;

    @Option(names = "--address", required = true)
    int address;

    @Option(names = "--cv", required = true)
    int cv;

    @Option(names = "--value", required = true)
    int value;

    @Override
    public Integer call() throws Exception {
        DecoderJob job = new DecoderJob(port, address, cv, value);
        DecoderService service = new DecoderService(new SerialPortValidator(), new ShellToolRunner());
        return service.program(job) ? 0 : 2;
    }
}

@Command(name = "decoder", subcommands = {ProgramCvCommand.class})
class DecoderCommand implements Runnable {
    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }
}

@Command(name = "layoutctl", mixinStandardHelpOptions = true, subcommands = {DecoderCommand.class})
class LayoutCtl implements Runnable {
    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new LayoutCtl()).execute(args));
    }
}
