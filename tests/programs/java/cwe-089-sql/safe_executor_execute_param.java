// Background work submitted to a pool
import java.util.concurrent.ExecutorService;

class Jobs {
    private final ExecutorService pool;

    Jobs(ExecutorService pool) {
        this.pool = pool;
    }

    void submit(Runnable task) {
        pool.execute(task);
    }
}
