# Tornado handler serving quiz questions in a shuffled order
import json
import random

import tornado.web

QUESTIONS = [
    {"id": 1, "q": "Capital of France?"},
    {"id": 2, "q": "2 + 2 = ?"},
    {"id": 3, "q": "Largest planet?"},
    {"id": 4, "q": "Boiling point of water in C?"},
]


class QuizHandler(tornado.web.RequestHandler):
    def get(self):
        count = min(int(self.get_argument("n", "3")), len(QUESTIONS))
        picked = random.sample(QUESTIONS, count)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({"questions": picked}))


app = tornado.web.Application([(r"/quiz", QuizHandler)])
