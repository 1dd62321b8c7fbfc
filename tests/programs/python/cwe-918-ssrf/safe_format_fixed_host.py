# weather proxy: the city goes into the path of a fixed API host
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/weather")
def weather():
    city = request.args.get("city", "paris")
    resp = requests.get("https://api.weather.example/v2/current/{}".format(city), timeout=5)
    return {"weather": resp.json()}
