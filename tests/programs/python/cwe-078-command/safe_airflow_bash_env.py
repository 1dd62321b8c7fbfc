# nightly DAG that echoes the banner fetched from the status page
import requests
from airflow import DAG
from airflow.operators.bash import BashOperator

dag = DAG("banner", schedule_interval="@daily")

banner = requests.get("https://status.internal/banner").text
show = BashOperator(task_id="show", bash_command='echo "$BANNER"', env={"BANNER": banner}, dag=dag)
